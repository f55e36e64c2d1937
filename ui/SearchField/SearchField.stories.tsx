import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SearchField, type SearchFieldProps, type Suggestion } from './SearchField';

const catalogue: Suggestion[] = [
  'Arroz branco tipo 1 5 kg',
  'Arroz integral 1 kg',
  'Arroz parboilizado 5 kg',
  'Feijão carioca 1 kg',
  'Feijão preto 1 kg',
  'Farinha de trigo 1 kg',
  'Açúcar refinado 1 kg',
].map((label, i) => ({ id: String(i + 1), label }));

/** Filters the catalogue as the state layer would (capped at 10), without the debounce. */
function Live(args: Partial<SearchFieldProps>) {
  const [query, setQuery] = useState(args.query ?? '');
  const q = query.trim().toLocaleLowerCase('pt-BR');
  const suggestions = q ? catalogue.filter((s) => s.label.toLocaleLowerCase('pt-BR').includes(q)).slice(0, 10) : [];
  return (
    <main style={{ maxWidth: '28rem' }}>
      <SearchField
        label={args.label ?? 'Buscar produtos'}
        hideLabel={args.hideLabel}
        placeholder={args.placeholder ?? 'Ex.: arroz, feijão, café'}
        onSuggestion={args.onSuggestion ?? (() => undefined)}
        onSubmit={args.onSubmit ?? (() => undefined)}
        isLoading={args.isLoading}
        takeFocus={args.takeFocus}
        openList={args.openList}
        query={query}
        onQueryChange={setQuery}
        suggestions={args.suggestions ?? suggestions}
      />
    </main>
  );
}

const meta = {
  title: 'ui/SearchField',
  component: SearchField,
  args: { label: 'Buscar produtos', query: '', onQueryChange: fn(), suggestions: [], onSuggestion: fn(), onSubmit: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Live
      label={args.label}
      hideLabel={args.hideLabel}
      placeholder={args.placeholder}
      isLoading={args.isLoading}
      takeFocus={args.takeFocus}
      openList={args.openList}
      query={args.query}
      onSuggestion={args.onSuggestion}
      onSubmit={args.onSubmit}
    />
  ),
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Buscar produtos' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** In place of a plain field the shopper was typing in: the focus, the caret after the text and the list for it. */
export const ContinuesTyping: Story = {
  args: { query: 'arroz', takeFocus: true, openList: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Buscar produtos' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect((field as HTMLInputElement).selectionStart).toBe('arroz'.length);
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.type(field, ' i');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
  },
};

export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'arroz');
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]!.querySelector('mark')).toHaveTextContent('Arroz');
  },
};

export const Loading: Story = {
  render: (args) => <Live {...args} isLoading suggestions={[]} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'caf');
    await expect(await screen.findByText('Buscando sugestões…')).toBeInTheDocument();
  },
};

export const NoSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'chocolate');
    await expect(await screen.findByText('Nenhuma sugestão para “chocolate”')).toBeInTheDocument();
  },
};

/** Keyboard: type, ArrowDown to a suggestion, Enter picks it. */
export const KeyboardPick: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('feij');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onSuggestion).toHaveBeenCalledWith('4'));
  },
};

/** Enter with no suggestion chosen searches the typed text. */
export const SubmitText: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'café em pó');
    // While suggestions are open only the field and the list are exposed; Enter searches.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('café em pó');
  },
};

/** In the header: the label is read by screen readers, the placeholder hints on screen. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, placeholder: 'Buscar produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscar produtos' });
    await expect(input).toBeVisible();
    // The label is a 1 px clipped box: read, not seen.
    await expect(canvasElement.querySelector('label')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Enter while suggestions are open but none is picked: the typed text is searched at once. */
export const SubmitWhileOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'arroz');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('arroz');
    await expect(args.onSuggestion).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Erasing the text closes the list (no "no suggestion for “”" note). */
export const ErasedText: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'arroz');
    await screen.findAllByRole('option');
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};
