import { describe, expect, it } from 'vitest';
import { catalogueAddress, catalogueAddressOf } from './catalogueAddress';

describe("the catalogue's address", () => {
  it('reads the text, category, tags (repeated or comma-separated) and sort', () => {
    expect(catalogueAddressOf(new URLSearchParams('q=leite&categoria=demo%2Flaticinios&tag=organico,promocao&tag=promocao&ordem=menor-preco&outro=1'))).toEqual({
      q: 'leite',
      categoria: 'demo/laticinios',
      tags: ['organico', 'promocao'],
      ordem: 'menor-preco',
      pages: 1,
    });
    expect(catalogueAddressOf(new URLSearchParams('categoria=&ordem=&pagina=abc'))).toEqual({ q: '', categoria: null, tags: [], ordem: null, pages: 1 });
    expect(catalogueAddressOf(new URLSearchParams('pagina=4')).pages).toBe(4);
  });

  it('writes the chosen tags and sort, keeping the rest', () => {
    const address = new URLSearchParams({ categoria: 'demo/bebidas', tag: 'promocao' });
    expect(catalogueAddress(address, { tags: ['organico', 'lancamento'] })).toBe('?categoria=demo%2Fbebidas&tag=organico&tag=lancamento');
    expect(catalogueAddress(address, { tags: [] })).toBe('?categoria=demo%2Fbebidas');
    expect(catalogueAddress(address, { ordem: 'menor-preco' })).toBe('?categoria=demo%2Fbebidas&tag=promocao&ordem=menor-preco');
  });

  it('shows another list from its first page', () => {
    const address = new URLSearchParams({ categoria: 'demo/bebidas', pagina: '3' });
    expect(catalogueAddress(address, { ordem: 'menor-preco' })).toBe('?categoria=demo%2Fbebidas&ordem=menor-preco');
    expect(catalogueAddress(address, { tags: ['organico'] })).toBe('?categoria=demo%2Fbebidas&tag=organico');
    expect(catalogueAddress(address, { categoria: null })).toBe('');
  });

  it("changes the address's category and keeps the search and sort, not the tags", () => {
    const address = new URLSearchParams({ q: 'arroz', categoria: 'demo/bebidas', tag: 'promocao', ordem: 'menor-preco' });
    expect(catalogueAddress(address, { categoria: 'demo/mercearia' })).toBe('?q=arroz&categoria=demo%2Fmercearia&ordem=menor-preco');
    expect(catalogueAddress(address, { categoria: null })).toBe('?q=arroz&ordem=menor-preco');
    expect(catalogueAddress(new URLSearchParams({ categoria: 'demo/bebidas' }), { categoria: null })).toBe('');
  });

  it('reads ?tag= repeated or comma-separated, without repeats or blanks', () => {
    expect(catalogueAddressOf(new URLSearchParams('tag=organico,%20promocao&tag=organico&tag=')).tags).toEqual(['organico', 'promocao']);
  });
});
