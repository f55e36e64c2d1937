import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { Component as SubscriptionDetailsScreen } from './SubscriptionDetailsScreen';

/** One subscription of maria@exemplo.com.br at `/{supplier}/assinaturas/:id`, in the real app. */
const meta = {
  title: 'screens/Subscriptions/Details',
  component: SubscriptionDetailsScreen,
  parameters: { route: '/demo/assinaturas/ass-1', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof SubscriptionDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const CONFIRM = 'Cancelar esta assinatura?';

async function askToCancel(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancelar assinatura' }, T));
  return within(await findOpenDialog('alertdialog', CONFIRM));
}

/** Active: type, next delivery, status, the products by name, and the way to cancel. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Assinatura: Toda semana' }, T)).toBeVisible();
    await expect(canvas.getByText('Toda semana (a cada 7 dias)')).toBeVisible();
    await expect(canvas.getByText('30 de novembro de 2026')).toBeVisible();
    const products = within(canvas.getByRole('list', { name: 'Produtos' }));
    await expect(products.getByRole('listitem')).toHaveTextContent('Arroz branco tipo 1 Qualitá 1 kgQuantidade: 2');
    await expect(canvas.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();
  },
};

/** Cancelled: no next delivery, nothing to cancel. */
export const Cancelled: Story = {
  parameters: { route: '/demo/assinaturas/ass-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Assinatura: Todo mês' }, T)).toBeVisible();
    await expect(canvas.getByText('Sem próximas entregas')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Produtos' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  },
};

/** Cancelling asks first; confirmed, the subscription shows cancelled. */
export const CancelConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askToCancel(canvasElement);
    await expect(dialog.getByText(/entregas desta assinatura \(Toda semana\)/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Sim, cancelar' }));
    await dialogGone();
    await expect(await canvas.findByText('Assinatura cancelada. Não haverá novas entregas.', {}, T)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Assinatura: Toda semana' })).toHaveFocus());
    await expect(canvas.getByText('Sem próximas entregas')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  },
};

/** The platform refused: its reason, and the subscription still active. */
export const CancelFailed: Story = {
  parameters: { msw: { scenario: 'cancelar-assinatura-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askToCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Sim, cancelar' }));
    await dialogGone();
    await expect(await canvas.findByText('A entrega desta semana já está em separação. Tente cancelar depois dela.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();
  },
};
