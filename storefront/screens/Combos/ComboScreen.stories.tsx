import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as ComboScreen } from './ComboScreen';

const DEMO = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';

/**
 * One combo at `/{supplier}/combos/:id` (spec 3, 7), in the real app with the mock platform: combo 1
 * holds beans sold from 3 packs up in a quantity of 2 (the combo's quantity stands), combo 2 none.
 */
const meta = {
  title: 'screens/Combos/Combo',
  component: ComboScreen,
  parameters: { route: `/demo/combos/${DEMO}-combo-2`, consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof ComboScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/** Its products and quantities; apart R$ 45,43, in the combo R$ 40,89: the saving in reais. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Combo Café da manhã' }, T)).toBeVisible();
    const [cafe, leite] = within(canvas.getByRole('list', { name: 'Produtos do combo' })).getAllByRole('listitem');
    await expect(cafe).toHaveTextContent('Café tradicional Qualitá 250 gQuantidade: 1 unR$ 12,49');
    await expect(leite).toHaveTextContent('Leite integral Qualitá 1 LQuantidade: 6 unR$ 32,94');
    await expect(canvas.getByText('Separadamente').nextElementSibling).toHaveTextContent('R$ 45,43');
    await expect(canvas.getByText('No combo').nextElementSibling).toHaveTextContent('R$ 40,89');
    await expect(canvas.getByText('Você economiza').nextElementSibling).toHaveTextContent('R$ 4,54');
  },
};

/**
 * Added, the combo is one cart line at the combo's price, even where a product's own minimum (the
 * beans go by three) is above the combo's quantity; a second add makes it two of the combo.
 */
export const Added: Story = {
  parameters: { route: `/demo/combos/${DEMO}-combo-1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Adicionar combo ao carrinho' }, T);
    await expect(canvas.getByText('O combo vai ao carrinho como um item, pelo preço do combo.')).toBeVisible();
    await userEvent.click(add);
    await expect(await canvas.findByText('O combo está no seu carrinho.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
    await userEvent.click(add);
    await expect(await canvas.findByText('2 combos estão no seu carrinho.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  },
};

/** The combo on its way. */
export const Loading: Story = {
  // The page comes with its combo (its loader): the skeleton shows while it is asked again, here a retry.
  parameters: { msw: { scenario: 'combos-falha' } },
  play: ({ canvasElement }) => loadingOnRetry(canvasElement, 'combos-carregando', 'Carregando o combo'),
};

/** The combo failed: the reason, a retry and the way back. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'combos-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar este combo.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar aos combos' })).toBeVisible();
  },
};
