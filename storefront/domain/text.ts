import type { OrdenacaoProduto } from './types';

/** spec 9: search suggestions are capped at 10. */
export const SUGGESTION_LIMIT = 10;

/** spec 5: a password-recovery id has slashes removed. */
export function recoveryId(id: string): string {
  return id.replace(/[/\\]/g, '');
}

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
