import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CardPanel } from './CardPanel';

/** The card panel inside the real app, opened from the checkout with a card as the payment method. */
const meta = {
  title: 'panels/Card',
  component: CardPanel,
  parameters: {
    route: '/demo/finalizar',
    consent: 'decided',
    shopper: { email: 'maria@exemplo.com.br', cart: [['demo-arroz-1', 2]] },
  },
} satisfies Meta<typeof CardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Informar cartão' }, { timeout: 4000 }));
  const panel = await screen.findByRole('dialog', { name: 'Pagamento com cartão' });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
};

const fill = async (panel: Awaited<ReturnType<typeof open>>, numero: string) => {
  await userEvent.type(panel.getByRole('textbox', { name: /^Número do cartão/ }), numero);
  await userEvent.type(panel.getByRole('textbox', { name: /^Nome impresso no cartão/ }), 'Maria da Silva');
  await userEvent.type(panel.getByRole('textbox', { name: /Validade/ }), '1230');
  await userEvent.type(panel.getByRole('textbox', { name: /Código de segurança/ }), '123');
};

/** spec 9: the pre-authorisation message, with the amount. Expiry and code sit level, though the code's label wraps. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(panel.getByText(/^Vamos pré-autorizar R\$\s[\d,.]+ no seu cartão/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /Parcelas/ })).toBeVisible();
    const expiry = panel.getByRole('textbox', { name: /Validade/ }).getBoundingClientRect();
    const code = panel.getByRole('textbox', { name: /Código de segurança/ }).getBoundingClientRect();
    await expect([code.top, code.height]).toEqual([expiry.top, expiry.height]);
  },
};

/** Every problem shows, and the focus goes to the first field with one, in the order shown. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: /^Número do cartão/ }), '4111 1111 1111 1111');
    await userEvent.type(panel.getByRole('textbox', { name: /^Nome impresso no cartão/ }), 'M');
    await userEvent.click(panel.getByRole('button', { name: 'Usar este cartão' }));
    await expect(panel.getByText('Informe o nome como está no cartão.')).toBeVisible();
    await expect(panel.getByText('Informe uma validade futura no formato MM/AA.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: /^Nome impresso no cartão/ })).toHaveFocus();
    await expect(panel.getByRole('textbox', { name: /^Número do cartão/ })).not.toBeInvalid();
  },
};

/** The gateway's refusal is shown; the form keeps what was typed. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await fill(panel, '4000000000000002');
    await userEvent.click(panel.getByRole('button', { name: 'Usar este cartão' }));
    await expect(await panel.findByText('Cartão recusado pela operadora.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: /^Número do cartão/ })).toHaveValue('4000 0000 0000 0002');
  },
};

/** The token comes back, the panel closes and the checkout names the card. */
export const Authorised: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await fill(panel, '4111111111111111');
    await userEvent.click(panel.getByRole('button', { name: 'Usar este cartão' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pagamento com cartão' })).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByText('Visa final 1111 · à vista')).toBeVisible();
  },
};
