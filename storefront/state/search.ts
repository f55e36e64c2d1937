import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import { searchText, suggestionsFor } from '@storefront/domain/text';
import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from './constants';
import type { SupplierPaths } from '@storefront/paths';

/** A product suggested while the shopper types in the header search. */
export interface SearchSuggestion {
  idproduto: string;
  nome: string;
}

export interface SearchState {
  /** The text in the field, as typed. */
  query: string;
  /** `loading` from the first keystroke of a burst until its answer (the debounce included). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Ranked and cut to 10; the previous ones stay while the next load. */
  suggestions: SearchSuggestion[];
}

export function createSearchStore(query = '') {
  return proxy<SearchState>({ query, status: 'idle', suggestions: [] });
}

export type SearchStore = ReturnType<typeof createSearchStore>;

/** Read when the suggestions are asked for, so a supplier switch or a login in between is honoured. */
export interface SearchContext {
  api: ApiClient;
  /** The active supplier; without one there are no suggestions (spec 5). */
  idfornecedor: () => string | undefined;
  idcliente: () => string | undefined;
}

const timers = new WeakMap<SearchStore, ReturnType<typeof setTimeout>>();
/** The latest request of each store: an older answer arriving late is dropped. */
const tickets = new WeakMap<SearchStore, number>();

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Forgets the pending wait and any request under way. */
function invalidate(store: SearchStore): number {
  clearTimeout(timers.get(store));
  timers.delete(store);
  const ticket = (tickets.get(store) ?? 0) + 1;
  tickets.set(store, ticket);
  return ticket;
}

/**
 * The shopper typed: suggestions are asked for 1000 ms after the last keystroke (spec 9), only for a
 * non-empty text and an active supplier (spec 5). The same text again (react-aria echoing a chosen
 * suggestion into the field) changes nothing.
 */
export function typeSearch(store: SearchStore, context: SearchContext, text: string): void {
  if (text === store.query) return;
  store.query = text;
  awaitSuggestions(store, context);
}

/**
 * The suggestions of the text already in the field, after the same wait as a keystroke: text typed in the
 * plain field the page starts with, before the suggestions' code arrived, is looked up as if typed here.
 */
export function awaitSuggestions(store: SearchStore, context: SearchContext): void {
  const text = store.query;
  invalidate(store);
  if (searchText(text) === '' || !context.idfornecedor()) {
    Object.assign(store, { status: 'idle', suggestions: [] });
    return;
  }
  store.status = 'loading';
  timers.set(
    store,
    setTimeout(() => {
      timers.delete(store);
      void loadSuggestions(store, context);
    }, SEARCH_SUGGESTIONS_DEBOUNCE_MS),
  );
}

/**
 * spec 7 full-text search for the current text, ampersands removed (spec 5); hits ranked by score,
 * at most 10. A newer request aborts this one (the client's `sugestoes` group), and a late answer is dropped.
 * @internal exported for its test; the field waits with typeSearch
 */
export async function loadSuggestions(store: SearchStore, { api, idfornecedor, idcliente }: SearchContext): Promise<void> {
  const ticket = invalidate(store);
  const query = searchText(store.query);
  const supplier = idfornecedor();
  if (query === '' || !supplier) {
    Object.assign(store, { status: 'idle', suggestions: [] });
    return;
  }
  store.status = 'loading';
  try {
    const { resultset } = await api.call('pesquisaTexto', { query: { idfornecedor: supplier, query, idcliente: idcliente() } });
    if (tickets.get(store) !== ticket) return;
    const ranked = [...resultset].sort((a, b) => b.score - a.score);
    const suggestions = suggestionsFor(query, true, ranked).map(({ idproduto, nome }) => ({ idproduto, nome }));
    Object.assign(store, { status: 'loaded', suggestions });
  } catch (error) {
    if (isAbort(error) || tickets.get(store) !== ticket) return;
    Object.assign(store, { status: 'failed', suggestions: [] });
  }
}

/**
 * A suggestion was chosen: the field shows its name and nothing more is asked. The list stays as it was:
 * react-aria reads the chosen item's name from it while closing. Returns it, if it was listed.
 */
export function chooseSuggestion(store: SearchStore, idproduto: string): SearchSuggestion | undefined {
  invalidate(store);
  const chosen = store.suggestions.find((s) => s.idproduto === idproduto);
  if (chosen) store.query = chosen.nome;
  if (store.status === 'loading') store.status = 'idle';
  return chosen;
}

/** The search was submitted (or the field left the page): pending suggestions are dropped, the text stays. */
export function cancelSuggestions(store: SearchStore): void {
  invalidate(store);
  Object.assign(store, { status: 'idle', suggestions: [] });
}

/** The catalogue searching a text (`produtos?q=`), as spec 5 sends it: no ampersands; none left, no search. */
export function catalogueSearchPath(paths: SupplierPaths, text: string): string {
  const q = searchText(text);
  return paths.catalogue(q ? { q } : undefined);
}
