import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueScreen } from './CatalogueScreen';

/** The catalogue, rendered by the real app at `/{slug}/produtos` with data from the mock backend. */
const meta = {
  title: 'screens/Catalogue',
  component: CatalogueScreen,
  parameters: { route: '/{fornecedor}/produtos', consent: 'decided' },
} satisfies Meta<typeof CatalogueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await expect(canvas.getByText(/^\d{3} produtos$/, { selector: 'p' })).toBeVisible();
  },
};

/** Adding a product: the card turns into the stepper at once (the save follows after 1 s). */
export const AddToCart: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: /^Adicionar Arroz branco tipo 1 Qualitá 1 kg/ });
    await userEvent.click(add);
    await expect(canvas.getByRole('textbox', { name: 'Arroz branco tipo 1 Qualitá 1 kg' })).toHaveValue('1');
  },
};

/** Keyboard: the category tree filters the list. */
export const ChooseCategory: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bebidas = await canvas.findByRole('row', { name: /Bebidas/ });
    // The row reads its count in words for screen readers ("84 produtos"); the list header must say the same.
    const count = within(bebidas).getByText(/\d+ produtos$/).textContent;
    await userEvent.click(bebidas);
    await waitFor(() => expect(canvas.getByText(count, { selector: 'p' })).toBeVisible());
  },
};

/** "Carregar mais" brings the next 20. */
export const LoadMore: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: /Carregar mais/ }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40));
  },
};

/** Prices hidden from visitors (hide-price-for-logged-out-customers): the reason instead of the price. */
export const HiddenPrices: Story = {
  parameters: { route: '/mercado-verde/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Faça login para comprar').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: /^Adicionar/ })).not.toBeInTheDocument();
  },
};

/** The list answers nothing for this search: an empty state with what to do. */
export const NoProducts: Story = {
  parameters: { route: '/demo/produtos', msw: { scenario: 'logout-na-listagem' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
  },
};

/** The server fails: its text in an alert. */
export const ServerError: Story = {
  parameters: { route: '/demo/produtos', msw: { scenario: 'produtos-falha' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os produtos.');
    await expect(alert).toHaveTextContent('Catálogo em manutenção. Tente novamente em alguns minutos.');
  },
};

/** spec 7 tag-pesquisa: the supplier's search tags as filter chips; two chosen, the list narrows to products with both. */
export const TagFilters: Story = {
  parameters: { route: '/demo/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = await canvas.findByRole('grid', { name: 'Filtrar por' });
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    const total = (): number => Number(/^(\d+) produtos?$/.exec(canvas.getByText(/^\d+ produtos?$/, { selector: 'p' }).textContent)?.[1] ?? NaN);
    const all = total();
    await userEvent.click(within(filters).getByRole('row', { name: 'Orgânico' }));
    await waitFor(() => expect(total()).toBeLessThan(all));
    const organic = total();
    await userEvent.click(within(filters).getByRole('row', { name: 'Promoção' }));
    await waitFor(() => expect(total()).toBeLessThan(organic));
    await expect(total()).toBeGreaterThan(0);
    await expect(within(filters).getByRole('row', { name: 'Orgânico' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(filters).getByRole('row', { name: 'Promoção' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(filters).getByRole('row', { name: 'Lançamento' })).toHaveAttribute('aria-selected', 'false');
  },
};
