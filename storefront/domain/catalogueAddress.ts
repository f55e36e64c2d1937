/**
 * The catalogue's address (spec 2): what its page lists, read from and written to the URL. Apart from the
 * catalogue's loading, so a page that only links to the catalogue (the home's categories) carries no more.
 */
import { pagesOfAddress } from './cataloguePages';

/** The catalogue's address (spec 2): what its page lists. */
export interface CatalogueAddress {
  /** `?q=`: the text search (the header search). */
  q: string;
  /** `?categoria=`: the category (the side menu, the tree, the header's links). */
  categoria: string | null;
  /** `?tag=`: the chosen search tags (the chips, the product page's links, the menu). */
  tags: string[];
  /** `?ordem=`: the chosen sort option's id; none, the default one. */
  ordem: string | null;
  /** `?pagina=`: how many pages of the list "Carregar mais" had brought (domain/cataloguePages). */
  pages: number;
}

/** The `?tag=` values, repeated or comma-separated, as tag ids without repeats. */
function tagsOfAddress(values: readonly string[]): string[] {
  return [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

/** What a catalogue address asks for (anything else it carries is ignored). */
export function catalogueAddressOf(search: URLSearchParams): CatalogueAddress {
  return {
    q: search.get('q') ?? '',
    categoria: search.get('categoria') || null,
    tags: tagsOfAddress(search.getAll('tag')),
    ordem: search.get('ordem') || null,
    pages: pagesOfAddress(search.get('pagina')),
  };
}

/**
 * The catalogue's address after a choice, as a search string (`''` for none). Another category keeps the
 * text and the sort but not the chosen tags (they belonged to the other category's list); tags and a sort
 * keep everything else. Any choice is another list, shown from its first page.
 */
export function catalogueAddress(address: URLSearchParams, change: { categoria: string | null } | { tags: readonly string[] } | { ordem: string }): string {
  const next = new URLSearchParams(address);
  next.delete('pagina');
  if ('categoria' in change) {
    next.delete('tag');
    if (change.categoria) next.set('categoria', change.categoria);
    else next.delete('categoria');
  } else if ('tags' in change) {
    next.delete('tag');
    for (const tag of change.tags) next.append('tag', tag);
  } else {
    next.set('ordem', change.ordem);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
