import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as ShoppingListScreen } from './ShoppingListScreen';

/**
 * One shopping list at `/{supplier}/listas/:id` (spec 7), in the real app with the mock platform:
 * lista-1 is maria's "Compra do mês", lista-2 the supplier's "Reposição da mercearia".
 */
const meta = {
  title: 'screens/ShoppingLists/List',
  component: ShoppingListScreen,
  parameters: { route: '/demo/listas/lista-2', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof ShoppingListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const products = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Produtos da lista' }, T));

/** A suggested list: its products with quantities, prices and the estimated total. */
export const Suggested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await products(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reposição da mercearia' })).toBeVisible();
    await expect(canvas.getByText('Sugerida pelo fornecedor')).toBeVisible();
    const [arroz] = list.getAllByRole('listitem');
    await expect(arroz).toHaveTextContent('Arroz branco tipo 1 Qualitá 1 kgQuantidade: 5 unPreço unitário: R$ 5,90/unSubtotal: R$ 29,50');
    await expect(canvas.getByText('Total estimado').parentElement).toHaveTextContent('R$ 71,16');
    // A suggested list is not hers to change.
    await expect(canvas.queryByRole('button', { name: 'Desativar lista' })).not.toBeInTheDocument();
  },
};

/** "Aplicar ao carrinho": the platform's cart replaces hers, and the header counts it. */
export const ApplySuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await products(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar ao carrinho' }));
    await expect(await canvas.findByText('Os produtos da lista foram carregados no seu carrinho', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Carrinho, 3 itens/ })).toBeVisible();
  },
};

/** The platform refused: its text, and the cart as it was (empty). */
export const ApplyFailed: Story = {
  parameters: { msw: { scenario: 'aplicar-lista-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await products(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar ao carrinho' }));
    await expect(await canvas.findByText('Não foi possível aplicar a lista agora. Tente em alguns minutos.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, vazio' })).toBeVisible();
  },
};

/** "Copiar para…" puts one product in another of her lists. */
export const CopyToList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await products(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Copiar para… Macarrão espaguete Qualitá 1 kg' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Compra do mês' }, T));
    await expect(await canvas.findByText('Macarrão espaguete Qualitá 1 kg foi copiado para a lista Compra do mês.', {}, T)).toBeVisible();
  },
};

/** Her own list: a catalogue search adds a product at its first valid quantity (here its minimum of 3). */
export const AddProduct: Story = {
  parameters: { route: '/demo/listas/lista-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await products(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Buscar no catálogo/ }), 'feijão preto qualitá');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar produto' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Feijão preto Qualitá 500 g à lista' }, T));
    await expect(await canvas.findByText('Feijão preto Qualitá 500 g foi adicionado à lista.', {}, T)).toBeVisible();
    await waitFor(() => expect(list.getByText('Feijão preto Qualitá 500 g').closest('li')).toHaveTextContent('Quantidade: 3 un'), T);
  },
};

/** "Desativar lista" asks first; confirmed, she is back at her lists, told so, and the list is gone. */
export const DisableConfirm: Story = {
  parameters: { route: '/demo/listas/lista-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await products(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar lista' }));
    const dialog = within(await findOpenDialog('alertdialog', 'Desativar lista?'));
    await expect(dialog.getByText('A lista Compra do mês deixará de aparecer nas suas listas.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Desativar lista' }));
    await dialogGone();
    await expect(await canvas.findByText('A lista Compra do mês foi desativada.', {}, T)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Você ainda não tem listas' }, T)).toBeVisible();
  },
};

/** spec 4 "Loading flags": the list on its way. */
export const Loading: Story = {
  // The page comes with its list (its loader): the skeleton shows while it is asked again, here a retry.
  parameters: { msw: { scenario: 'listas-falha' } },
  play: ({ canvasElement }) => loadingOnRetry(canvasElement, 'listas-carregando', 'Carregando a lista'),
};

/** The list failed: the reason, a retry and the way back. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'listas-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Voltar às listas' })).toBeVisible();
  },
};
