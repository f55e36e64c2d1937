import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CouponsPanel } from './CouponsPanel';

/** The customer coupons panel, opened from the checkout. */
const meta = {
  title: 'panels/Coupons',
  component: CouponsPanel,
  parameters: {
    route: '/demo/finalizar',
    consent: 'decided',
    shopper: { email: 'maria@exemplo.com.br', cart: [['demo-arroz-1', 2]] },
  },
} satisfies Meta<typeof CouponsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ver meus cupons' }, { timeout: 4000 }));
  const panel = await screen.findByRole('dialog', { name: 'Meus cupons' });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
};

/** The list and the share coupon. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(await panel.findByRole('button', { name: 'Usar o cupom DEZ' })).toBeVisible();
    await expect(panel.getByText('R$ 15,00 de desconto')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Indique e ganhe' })).toBeVisible();
  },
};

/** spec 4: choosing closes the panel and revalidates after 200 ms. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Usar o cupom DEZ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meus cupons' })).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByText('Cupom DEZ aplicado: 10% de desconto')).toBeVisible();
  },
};

/** Every call failing (500): the store itself cannot load, so the supplier's error page shows instead. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'erro-500' } },
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Loja indisponível' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('Não encontramos esta loja ou ela está fora do ar no momento.')).toBeVisible();
  },
};
