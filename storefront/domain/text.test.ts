import { describe, expect, it } from 'vitest';
import { defaultSort, plainText, searchText, suggestionsFor } from './text';

describe('spec 5 text rules', () => {
  it('search text has ampersands removed', () => {
    expect(searchText('  arroz & feijão&café ')).toBe('arroz feijão café');
  });

  it('suggestions need a query and an active supplier, and are cut to 10', () => {
    const ranked = Array.from({ length: 15 }, (_, i) => i);
    expect(suggestionsFor('arroz', true, ranked)).toHaveLength(10);
    expect(suggestionsFor(' & ', true, ranked)).toEqual([]);
    expect(suggestionsFor('arroz', false, ranked)).toEqual([]);
  });

  it("the default sort is the first option, or the one containing 'pesquisa' for a text search", () => {
    const options = [
      { id: 'nome', nome: 'Nome A-Z' },
      { id: 'relevancia', nome: 'Relevância da pesquisa' },
    ];
    expect(defaultSort(options, false)).toEqual(options[0]);
    expect(defaultSort(options, true)).toEqual(options[1]);
    expect(defaultSort([options[0]!], true)).toEqual(options[0]);
    expect(defaultSort([], false)).toBeUndefined();
  });

  it.each([
    ['<b>Preço</b> atualizado', 'Preço atualizado'],
    ['Frete &amp; prazo &lt;mudaram&gt; &#233; &#xE9;&nbsp;hoje', 'Frete & prazo <mudaram> é é hoje'],
    ['<img src=x onerror=alert(1)>Oi<script>alert(2)</script>', 'Oi'],
    ['linha 1\n\n  linha 2 <p', 'linha 1 linha 2'],
    ['&unknown; &#0; &#99999999; &#xD800;', '&unknown; \uFFFD \uFFFD \uFFFD'],
  ])('a server text as plain text for a toast: %s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
