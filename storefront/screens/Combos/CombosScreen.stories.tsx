import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingOnRetry } from '../../../tests/support/storyLoading';
import { Component as CombosScreen } from './CombosScreen';

/** Promotional combos at `/{supplier}/combos` (spec 2, 3, 7), in the real app with the mock platform. */
const meta = {
  title: 'screens/Combos',
  component: CombosScreen,
  parameters: { route: '/demo/combos', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof CombosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };

/** Each combo with its products, its price and what it saves against buying them apart. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('link', { name: 'Combo Arroz e feijão' }, T)).closest('li');
    await expect(card).toHaveTextContent('3 produtos: Arroz branco tipo 1 Qualitá 1 kg, Feijão preto Qualitá 500 g e Óleo de soja Qualitá 900 ml');
    await expect(card).toHaveTextContent('R$ 29,04');
    await expect(card).toHaveTextContent('Economize R$ 3,23');
    await expect(canvas.getAllByRole('link', { name: /^Combo / })).toHaveLength(3);
  },
};

/** A visitor sees the combos too (the supplier's, spec 7 `combos`). */
export const Visitor: Story = {
  parameters: { shopper: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Combo Limpeza da casa' }, T)).toBeVisible();
  },
};

/** No combo on offer. */
export const Empty: Story = {
  parameters: { msw: { scenario: 'combos-vazio' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhum combo no momento' }, T)).toBeVisible();
  },
};

/** The combos on their way. */
export const Loading: Story = {
  // The page comes with its combos (its loader): the skeleton shows while they are asked again, here a retry.
  parameters: { msw: { scenario: 'combos-falha' } },
  play: ({ canvasElement }) => loadingOnRetry(canvasElement, 'combos-carregando', 'Carregando combos'),
};

/** The combos failed: the reason and a retry. */
export const Failed: Story = {
  parameters: { msw: { scenario: 'combos-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os combos.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
