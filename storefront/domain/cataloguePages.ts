/**
 * The catalogue's `?pagina=`: how many pages of its list an address shows. "Carregar mais" writes it, so a
 * reload, a shared link and Back from a product show the products she had already brought, not only the
 * first 20.
 */

/**
 * The most pages an address brings at once: a link cannot make one page ask the platform for hundreds.
 * @internal exported for its test
 */
export const MAX_ADDRESS_PAGES = 10;

/** `?pagina=`: a whole number from 1 (anything else is 1), at most `MAX_ADDRESS_PAGES`. */
export function pagesOfAddress(value: string | null): number {
  return Math.min(pagesWritten(value), MAX_ADDRESS_PAGES);
}

/** The page count as written, uncapped: past the cap, "Carregar mais" still moves the address on. */
function pagesWritten(value: string | null): number {
  const text = value?.trim() ?? '';
  return /^\d{1,6}$/.test(text) ? Math.max(Number(text), 1) : 1;
}

/** The address's search string once `pages` pages are shown (the first page needs no `?pagina=`). */
export function withPages(search: URLSearchParams, pages: number): string {
  const next = new URLSearchParams(search);
  if (pages > 1) next.set('pagina', String(pages));
  else next.delete('pagina');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The same list with more pages: what "Carregar mais" has just added to the page, so its loader need
 * not run again. Any other change (another list, fewer pages, Back) does run it.
 */
export function onlyMorePages(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('pagina');
    search.sort();
    return search.toString();
  };
  return rest(current) === rest(next) && pagesWritten(next.searchParams.get('pagina')) > pagesWritten(current.searchParams.get('pagina'));
}
