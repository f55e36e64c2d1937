import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { PaginaEstatica } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import type { LoadStatus } from './supplier';
import { useBound } from './context';

/** spec 4 "Loading flags": the supplier's static pages go from loading to loaded or failed. */
export interface StaticPagesState {
  status: LoadStatus;
  /** Only the pages tagged WEB (spec 3), in the platform's order. */
  paginas: PaginaEstatica[];
  /** Whose pages these are, so a supplier switch loads them again. */
  idfornecedor: string | null;
}

export function createStaticPagesStore() {
  return proxy<StaticPagesState>({ status: 'idle', paginas: [], idfornecedor: null });
}

export type StaticPagesStore = ReturnType<typeof createStaticPagesStore>;

/** spec 7 `pagina-estatica/{id}/listar`: the list of pages, kept to those of the web storefront. */
export async function loadStaticPages(store: StaticPagesStore, api: ApiClient, idfornecedor: string, idcliente?: string): Promise<void> {
  if (store.idfornecedor === idfornecedor && store.status !== 'failed' && store.status !== 'idle') return;
  Object.assign(store, { status: 'loading', idfornecedor });
  try {
    const paginas = await api.call('paginasEstaticas', { params: { idfornecedor }, query: { idcliente } });
    if (store.idfornecedor !== idfornecedor) return;
    Object.assign(store, { status: 'loaded', paginas: paginas.filter((p) => p.tag.includes('WEB')) });
  } catch {
    if (store.idfornecedor === idfornecedor) Object.assign(store, { status: 'failed', paginas: [] });
  }
}

/** One static page (spec 7 `pagina-estatica/{id}/slug/{slug}`), for its own screen. */
export type StaticPageData = { status: 'loaded'; pagina: PaginaEstatica } | { status: 'notFound' | 'failed'; pagina: null };

/** A page the platform does not tag WEB is not for this storefront: the same as not found (spec 3). */
export async function loadStaticPage(api: ApiClient, idfornecedor: string, slug: string, idcliente?: string): Promise<StaticPageData> {
  try {
    const pagina = await api.call('paginaEstatica', { params: { idfornecedor, slug }, query: { idcliente } });
    return pagina.tag.includes('WEB') ? { status: 'loaded', pagina } : { status: 'notFound', pagina: null };
  } catch (error) {
    return { status: error instanceof ApiError && error.isNotFound ? 'notFound' : 'failed', pagina: null };
  }
}

/** The static pages' list, bound to the app's API client: panels never hold it. */
export function useStaticPagesActions() {
  return useBound(({ api }) => ({
    loadStaticPages: (store: StaticPagesStore, idfornecedor: string, idcliente?: string) => loadStaticPages(store, api, idfornecedor, idcliente),
  }));
}
