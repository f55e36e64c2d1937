import type { OrdenacaoProduto } from './types';

/**
 * spec 9: search suggestions are capped at 10. Here rather than in state/constants.ts: the pure rule
 * below owns it, and domain/ imports nothing from state/.
 * @internal exported for the mock platform's search, which answers with a few times more hits
 */
export const SUGGESTION_LIMIT = 10;

/** spec 5: search text has ampersands removed (they would break the query string). */
export function searchText(text: string): string {
  return text.replace(/&/g, ' ').replace(/\s+/g, ' ').trim();
}

/** spec 5: suggestions need a non-empty query and an active supplier; ranked suggestions are cut to 10. */
export function suggestionsFor<T>(query: string, supplierActive: boolean, ranked: readonly T[]): T[] {
  if (!supplierActive || searchText(query) === '') return [];
  return ranked.slice(0, SUGGESTION_LIMIT);
}

/** spec 5: the default sort is the first ordering option, or the one whose name contains 'pesquisa' for a text search. */
export function defaultSort(options: readonly OrdenacaoProduto[], isTextSearch: boolean): OrdenacaoProduto | undefined {
  const search = isTextSearch ? options.find((o) => o.nome.toLocaleLowerCase('pt-BR').includes('pesquisa')) : undefined;
  return search ?? options[0];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A server text that may carry HTML, as one line of plain text for a toast or a title: tags (and what
 * a script or style element holds) go, common entities are read, spaces collapse. The result is shown as
 * text, never parsed as HTML, so nothing in it can run; this only keeps markup from showing as symbols.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      // Out of Unicode's range, a surrogate or NUL: the replacement character, as a browser reads it.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
