import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as SubscriptionsScreen } from './SubscriptionsScreen';

/**
 * The subscriptions tab of the orders screen, on its own page `/{supplier}/assinaturas` in the real app:
 * maria@exemplo.com.br has a weekly subscription (active) and a monthly one (cancelled).
 */
const meta = {
  title: 'screens/Subscriptions/SubscriptionsScreen',
  component: SubscriptionsScreen,
  parameters: { route: '/demo/assinaturas', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof SubscriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/** Active first, each with its type, next delivery, status, products and the way to its details. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Assinaturas' }, T));
    const [active, cancelled] = list.getAllByRole('listitem');
    await expect(active).toHaveTextContent('Toda semanaAtiva');
    await expect(active).toHaveTextContent('a cada 7 dias · Próxima entrega: 30/11/2026 · 1 produto');
    await expect(cancelled).toHaveTextContent('Todo mêsCancelada');
    await expect(cancelled).toHaveTextContent('Sem próximas entregas · 2 produtos');
    await expect(within(active!).getByRole('link', { name: 'Ver detalhes da assinatura Toda semana de 30/11/2026' })).toHaveAttribute('href', '/demo/assinaturas/ass-1');
  },
};

/** The list on its way: the page comes with it (its loader), so here it is asked again by a retry. */
export const Loading: Story = {
  parameters: { msw: { scenario: 'assinaturas-falha' } },
  play: ({ canvasElement }) => loadingOnRetry(canvasElement, 'assinaturas-carregando', 'Carregando assinaturas'),
};

export const Empty: Story = {
  parameters: { msw: { scenario: 'assinaturas-vazio' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nenhuma assinatura' }, T)).toBeVisible();
    await expect(canvas.getByText('Ao finalizar um pedido, escolha com que frequência quer recebê-lo de novo.')).toBeVisible();
  },
};

/** The list failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'assinaturas-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar suas assinaturas.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
