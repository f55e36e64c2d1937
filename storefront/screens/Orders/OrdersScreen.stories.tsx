import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as OrdersScreen } from './OrdersScreen';

/**
 * "Meus pedidos" at `/{supplier}/pedidos` (spec 2 "Order list"), in the real app with the mock platform:
 * maria@exemplo.com.br has 15 orders (3 quotes), compras@bomdia.com.br is the principal account of a filial.
 */
const meta = {
  title: 'screens/Orders/OrdersScreen',
  component: OrdersScreen,
  parameters: { route: '/demo/pedidos', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const listOf = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('list', { name }, T));

/**
 * The first 6 orders (quotes apart) of a history page of 10, "Carregar mais" showing 10 more (the rest of
 * the page and the next one, spec 9), and the highest total first.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meus pedidos' }, T)).toBeVisible();
    const list = await listOf(canvasElement, 'Lista de pedidos');
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent(/Pedido nº 4509Cancelado.*Feito em 10\/11\/2026, 10:00.*Retirada na loja.*R\$/);
    await expect(list.getByRole('link', { name: 'Ver detalhes do pedido 4508' })).toHaveAttribute('href', '/demo/pedidos/4508');

    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(12), T);
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('12 pedidos exibidos');
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: /Ordenar por/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Maior valor' }));
    await waitFor(() => expect(list.getAllByRole('heading', { level: 2 }).slice(0, 2).map((h) => h.textContent)).toEqual(['Pedido nº 4508', 'Pedido nº 4502']));
  },
};

/** The quotes tab: the platform sends orders and quotes together, so the next page is asked for them. */
export const QuotesTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listOf(canvasElement, 'Lista de pedidos');
    await userEvent.click(canvas.getByRole('tab', { name: 'Orçamentos' }));
    const list = await listOf(canvasElement, 'Lista de orçamentos');
    await waitFor(() => expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Orçamento nº 4501', 'Orçamento nº 4500']), T);
    await expect(list.getByText('Orçamento em análise')).toBeVisible();
  },
};

/** spec 5 modules: casa-noturna has no subscriptions, so the list has no tab for them. */
export const WithoutSubscriptionsModule: Story = {
  parameters: { route: '/casa-noturna/pedidos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listOf(canvasElement, 'Lista de pedidos');
    const tabs = within(canvas.getByRole('tablist', { name: 'Pedidos e orçamentos' }));
    await expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pedidos', 'Orçamentos']);
  },
};

/** spec 6: the principal account sees the filial's order with 'Pedido emitido por'. */
export const LinkedUserOrder: Story = {
  parameters: { shopper: { email: 'compras@bomdia.com.br' } },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement, 'Lista de pedidos');
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Pedido emitido por c-mercado-filial@exemplo.com.br');
  },
};

/** The list on its way. */
export const Loading: Story = {
  // The page comes with its list (its loader): the skeleton shows while it is asked again, here a retry.
  parameters: { msw: { scenario: 'pedidos-falha' } },
  play: ({ canvasElement }) => loadingOnRetry(canvasElement, 'pedidos-carregando', 'Carregando pedidos'),
};

/** No orders yet. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'pedidos-vazio' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhum pedido por aqui' }, T)).toBeVisible();
  },
};

/** The list failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'pedidos-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar seus pedidos.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** A visitor: the way in. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Entre na sua conta para acompanhar seus pedidos.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};
