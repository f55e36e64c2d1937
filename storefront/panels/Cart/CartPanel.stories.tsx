import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartPanel } from './CartPanel';

/** The cart panel inside the real app, opened from the header's cart button. */
const meta = {
  title: 'panels/Cart',
  component: CartPanel,
  parameters: { route: '/demo', consent: 'decided' },
  args: { supplierPath: '/demo' },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Carrinho, vazio' }));
    const panel = await screen.findByRole('dialog', { name: 'Carrinho' });
    // Visible once the panel has slid in.
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible());
  },
};

/** A product added from the catalogue: its line, stepper and the total in reais; the stepper changes the total at once. */
export const WithProducts: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Carrinho, 1 item' }));
    const panel = await screen.findByRole('dialog', { name: 'Carrinho' });
    const stepper = within(panel).getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' });
    await expect(stepper).toHaveValue('1');
    await waitFor(() => expect(within(panel).getByText('Total (1 item)')).toBeVisible());
    const before = within(panel).getAllByText(/^R\$\s/)[0]?.textContent;
    await userEvent.click(within(panel).getByRole('button', { name: 'Aumentar quantidade de Arroz branco tipo 1 Qualitá 1 kg' }));
    await waitFor(() => expect(stepper).toHaveValue('2'));
    await waitFor(() => expect(within(panel).getAllByText(/^R\$\s/)[0]?.textContent).not.toBe(before));
  },
};

/** Keyboard: Enter on the cart button opens the panel, Escape closes it and focus goes back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Carrinho, vazio' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Carrinho' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
