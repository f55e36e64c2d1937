import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { SearchField, splitMatch } from './SearchField';

describe('splitMatch', () => {
  it.each([
    ['Arroz integral', 'arroz', ['', 'Arroz', ' integral']],
    ['Feijão carioca', 'CARIO', ['Feijão ', 'carioca'.slice(0, 5), 'ca']],
    ['Café', '', ['Café', '', '']],
    ['Café', 'chá', ['Café', '', '']],
  ] as const)('%s / %s', (text, query, expected) => {
    expect(splitMatch(text, query)).toEqual(expected);
  });
});

describe('SearchField', () => {
  it('is a search landmark holding a named combobox', () => {
    renderWithIntl(
      <SearchField label="Buscar produtos" query="" onQueryChange={vi.fn()} suggestions={[]} onSuggestion={vi.fn()} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('combobox', { name: 'Buscar produtos' }));
  });

  it('reports every keystroke to the caller (who debounces)', async () => {
    const onQueryChange = vi.fn();
    renderWithIntl(
      <SearchField label="Buscar" query="" onQueryChange={onQueryChange} suggestions={[]} onSuggestion={vi.fn()} onSubmit={vi.fn()} />,
    );
    await userEvent.setup().type(screen.getByRole('combobox'), 'a');
    expect(onQueryChange).toHaveBeenCalledWith('a');
  });

  it('submits the trimmed text, and nothing when blank', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithIntl(
      <SearchField label="Buscar" query="  " onQueryChange={vi.fn()} suggestions={[]} onSuggestion={vi.fn()} onSubmit={onSubmit} />,
    );
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<SearchField label="Buscar" query=" café " onQueryChange={vi.fn()} suggestions={[]} onSuggestion={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('café');
  });

  it('searches with the button, which is a tab stop of its own', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <SearchField label="Buscar produtos" query="arroz" onQueryChange={vi.fn()} suggestions={[]} onSuggestion={vi.fn()} onSubmit={onSubmit} />,
    );
    await userEvent.tab();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Buscar' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith('arroz');
  });
});
