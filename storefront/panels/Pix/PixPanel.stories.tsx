import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PixPanel } from './PixPanel';

/** The PIX panel inside the real app: a pickup order paid by PIX is submitted, the panel opens with its charge. */
const meta = {
  title: 'panels/Pix',
  component: PixPanel,
  parameters: {
    route: '/padaria-sol/finalizar',
    consent: 'decided',
    shopper: { email: 'maria@exemplo.com.br', cart: [['padaria-sol-pao-1', 10]] },
  },
} satisfies Meta<typeof PixPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('radio', { name: 'PIX' })).toBeChecked(), { timeout: 4000 });
  await waitFor(() => expect(canvas.getByRole('radio', { checked: true, name: /Previsão/ })).toBeVisible(), { timeout: 4000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar pedido' }));
  const panel = await screen.findByRole('dialog', { name: 'Pagamento com PIX' }, { timeout: 4000 });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
};

/** QR code, copy-paste code, countdown and the waiting state. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const panel = await submit(canvasElement);
    await expect(panel.getByRole('img', { name: /^QR Code PIX do pedido \d+$/ })).toBeVisible();
    await expect(panel.getByRole<HTMLInputElement>('textbox', { name: 'PIX copia e cola' }).value).toMatch(/^000201/);
    await expect(panel.getByRole('timer')).toHaveTextContent(/^O código expira em (10:00|09:5\d)$/);
    await expect(panel.getByText('Aguardando a confirmação do pagamento…')).toBeVisible();
  },
};

/** Closing the panel leaves the submission page, which can open it again. */
export const Reopen: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pagamento com PIX' })).not.toBeInTheDocument());
    // The submission page may still be arriving (its route loads while the panel is open).
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pagar com PIX' }, { timeout: 4000 }));
    await expect(await screen.findByRole('dialog', { name: 'Pagamento com PIX' })).toBeInTheDocument();
  },
};
