import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dialogGone, findOpenDialog } from '../../../tests/support/storyDialogs';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as ShoppingListsScreen } from './ShoppingListsScreen';

/**
 * Shopping lists at `/{supplier}/listas` (spec 2, 7), in the real app with the mock platform:
 * maria has one list of her own ("Compra do mês") and two suggested by the supplier.
 */
const meta = {
  title: 'screens/ShoppingLists',
  component: ShoppingListsScreen,
  parameters: { route: '/demo/listas', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof ShoppingListsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/** Her lists first, each a card with its product count; the supplier's suggestions in their tab. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listas de compras' }, T)).toBeVisible();
    const mine = await canvas.findByRole('link', { name: 'Compra do mês' }, T);
    await expect(mine.closest('li')).toHaveTextContent('4 produtos');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sugeridas' }));
    await expect(await canvas.findByRole('link', { name: 'Café da manhã' }, T)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reposição da mercearia' }).closest('li')).toHaveTextContent('3 produtos');
  },
};

/** No lists of either kind yet. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'listas-vazio' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Você ainda não tem listas' }, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nova lista' })).toBeEnabled();
  },
};

/** spec 4 "Loading flags": the lists on their way. */
export const Loading: Story = {
  // The page comes with its lists (its loader): the skeleton shows while they are asked again, here a retry.
  parameters: { msw: { scenario: 'listas-falha' } },
  play: ({ canvasElement }) => loadingOnRetry(canvasElement, 'listas-carregando', 'Carregando listas'),
};

/** The lists failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'listas-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as listas de compras.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** "Nova lista": no name is refused at the field; with one, the list joins hers, and opens empty. */
export const CreateList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Compra do mês' }, T);
    await userEvent.click(canvas.getByRole('button', { name: 'Nova lista' }));
    const dialog = within(await findOpenDialog('dialog', 'Nova lista'));
    await userEvent.click(dialog.getByRole('button', { name: 'Criar lista' }));
    await expect(await dialog.findByText('Dê um nome à lista.', {}, T)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Nome da lista/ })).toHaveFocus();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome da lista/ }), 'Churrasco{Enter}');
    await dialogGone();
    await expect(await canvas.findByText('Lista Churrasco criada.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Churrasco' }).closest('li')).toHaveTextContent('Nenhum produto');
    // Opened, the new list is empty and offers the catalogue search.
    await userEvent.click(canvas.getByRole('link', { name: 'Churrasco' }));
    await expect(await canvas.findByRole('heading', { name: 'Esta lista está vazia' }, T)).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Adicionar produto' })).toBeVisible();
  },
};

/** A visitor: the way in. */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Entre na sua conta para ver e montar suas listas de compras.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};
