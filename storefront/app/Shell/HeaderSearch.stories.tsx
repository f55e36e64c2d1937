import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch } from './HeaderSearch';

/** The header search inside the real app: suggestions from the mock platform's full-text search. */
const meta = {
  title: 'app/Shell/HeaderSearch',
  component: HeaderSearch,
  parameters: { route: '/demo', consent: 'decided' },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suggestions wait 1000 ms after the last keystroke (spec 9); this waits a little longer. */
const SUGGESTIONS = { timeout: 4000 };

/**
 * While the list is open react-aria hides the rest of the page from screen readers with aria-hidden
 * (ariaHideOutside) and leaves it focusable; Tab closes the list first, so nothing hidden is reached.
 * axe reports that as aria-hidden-focus (adobe/react-spectrum#4937): off only for the stories that end open.
 */
const listOpen = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/**
 * The page's plain search field, typed into as a shopper would: the first key brings the suggestions'
 * combobox, which takes the field's place, its text and the focus; the keys after it land there.
 */
async function typeInSearch(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  (await canvas.findByRole('searchbox', { name: 'Buscar produtos' })).focus();
  await userEvent.keyboard(text);
  const field = await canvas.findByRole('combobox', { name: 'Buscar produtos' });
  await expect(field).toHaveFocus();
  return field;
}

/** The page's first state: a plain search form, which searches the catalogue with no script at all. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('search');
    await expect(form).toHaveAttribute('action', '/demo/produtos');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveAttribute('name', 'q');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The combobox takes the plain field's place with the text typed there: it gets its suggestions and the caret stays at its end. */
export const TypedBeforeSuggestionsArrive: Story = {
  parameters: listOpen,
  play: async ({ canvasElement }) => {
    const field = await typeInSearch(canvasElement, 'feijão');
    await expect(field).toHaveValue('feijão');
    await expect((field as HTMLInputElement).selectionStart).toBe('feijão'.length);
    const list = await screen.findByRole('listbox', {}, SUGGESTIONS);
    await waitFor(() => expect(within(list).getAllByRole('option', { name: /feijão/i }).length).toBeGreaterThan(0), SUGGESTIONS);
  },
};

/** Typing "arroz": ten suggestions at most, the typed part in bold. */
export const WithSuggestions: Story = {
  parameters: listOpen,
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'arroz');
    const list = await screen.findByRole('listbox', {}, SUGGESTIONS);
    await waitFor(() => expect(within(list).getAllByRole('option', { name: /arroz/i })).toHaveLength(10), SUGGESTIONS);
    for (const option of within(list).getAllByRole('option')) await expect(option).toHaveTextContent(/arroz/i);
    await expect(list.querySelector('mark')).toHaveTextContent(/^arroz$/i);
  },
};

/** Nothing matches: the list says so. */
export const NoSuggestions: Story = {
  parameters: listOpen,
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'xyzw');
    await expect(await screen.findByText('Nenhuma sugestão para “xyzw”', {}, SUGGESTIONS)).toBeVisible();
  },
};

/** Keyboard: arrow to a suggestion, Enter opens its product page. */
export const ChooseSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'arroz integral');
    // The list's "Buscando sugestões…" note is an option too: wait for a product.
    const [first] = await screen.findAllByRole('option', { name: /^Arroz integral/ }, SUGGESTIONS);
    const name = first?.textContent ?? '';
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, SUGGESTIONS)).toBeVisible();
    // The list closed and the field shows the product's name.
    const field = within(canvasElement).getByRole('combobox', { name: 'Buscar produtos' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue(name);
  },
};

/** Enter without a suggestion: the catalogue searches the text (ampersands removed). */
export const SubmitSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInSearch(canvasElement, 'arroz & integral{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Produtos' }, SUGGESTIONS)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0), SUGGESTIONS);
    await waitFor(() => expect(canvas.getAllByRole('article').every((card) => /arroz integral/i.test(card.textContent))).toBe(true), SUGGESTIONS);
  },
};
