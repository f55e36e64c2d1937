import { describe, expect, it } from 'vitest';
import { MAX_ADDRESS_PAGES, onlyMorePages, pagesOfAddress, withPages } from './cataloguePages';

describe('pagesOfAddress', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    [' 4 ', 4],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['abc', 1],
    ['😀', 1],
    ['<script>', 1],
    ['9999999999', 1],
    ['999999', MAX_ADDRESS_PAGES],
    [String(MAX_ADDRESS_PAGES + 1), MAX_ADDRESS_PAGES],
  ])('%j shows %i page(s)', (value, pages) => {
    expect(pagesOfAddress(value)).toBe(pages);
  });
});

describe('withPages', () => {
  it('writes the page count after the rest of the address, and leaves it out for the first page', () => {
    expect(withPages(new URLSearchParams('q=arroz&tag=a'), 2)).toBe('?q=arroz&tag=a&pagina=2');
    expect(withPages(new URLSearchParams('q=arroz&pagina=3'), 4)).toBe('?q=arroz&pagina=4');
    expect(withPages(new URLSearchParams('pagina=3'), 1)).toBe('');
    expect(withPages(new URLSearchParams(''), 1)).toBe('');
  });
});

describe('onlyMorePages', () => {
  const url = (path: string) => new URL(path, 'https://loja.example');
  it.each([
    ['/demo/produtos', '/demo/produtos?pagina=2', true],
    ['/demo/produtos?pagina=2&q=a', '/demo/produtos?q=a&pagina=3', true],
    ['/demo/produtos?pagina=10', '/demo/produtos?pagina=11', true],
    ['/demo/produtos?pagina=3', '/demo/produtos?pagina=2', false],
    ['/demo/produtos?pagina=2', '/demo/produtos?pagina=2', false],
    ['/demo/produtos?pagina=2', '/demo/produtos?pagina=3&q=b', false],
    ['/demo/produtos?q=a', '/demo/produtos?pagina=x&q=a', false],
    ['/demo/produtos', '/outra/produtos?pagina=2', false],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(onlyMorePages(url(from), url(to))).toBe(expected);
  });
});
