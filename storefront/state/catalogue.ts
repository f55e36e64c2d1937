import type { ApiClient } from '@storefront/api/client';
import type { OrdenacaoProduto } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { defaultSort, searchText } from '@storefront/domain/text';
import { PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_DEBOUNCE_MS } from './constants';
import type { CatalogueStore } from './catalogueStore';

export interface CatalogueContext {
  api: ApiClient;
  idfornecedor: string;
  ordenacoes: readonly OrdenacaoProduto[];
}

/** spec 7: the category tree (setores) of the supplier. */
export async function loadCategories(store: CatalogueStore, { api, idfornecedor }: CatalogueContext): Promise<void> {
  const { setores } = await api.call('categorias', { params: { supplier: idfornecedor }, query: { device: 'desktop' } });
  store.setores = setores;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * spec 7 product list: the current category, text and sort, 20 a page; `append` brings the next page
 * ("Carregar mais"). An older search aborted by a newer one is ignored (spec 7).
 */
export async function loadProducts(store: CatalogueStore, { api, idfornecedor }: CatalogueContext, append = false): Promise<void> {
  const page = append ? store.page + 1 : 1;
  store.status = 'loading';
  store.error = null;
  try {
    const reply = await api.call('listaProdutosSemEndereco', {
      params: { supplier: idfornecedor },
      query: {
        canalVenda: 'WEB',
        page,
        limit: PRODUCT_PAGE_SIZE,
        categ: store.categoria ?? undefined,
        sk: store.busca || undefined,
        ordenacao: store.ordenacao ?? undefined,
      },
    });
    store.produtos = append ? [...store.produtos, ...reply.produtos] : reply.produtos;
    Object.assign(store, { status: 'loaded', totalItems: reply.totalItems, page: reply.page, totalPages: reply.totalPages });
  } catch (error) {
    if (isAbort(error)) return;
    Object.assign(store, { status: 'failed', error: error instanceof ApiError ? (error.serverMessage ?? null) : null });
  }
}

export function chooseCategory(store: CatalogueStore, context: CatalogueContext, categoria: string | null): Promise<void> {
  store.categoria = categoria;
  return loadProducts(store, context);
}

export function chooseSort(store: CatalogueStore, context: CatalogueContext, ordenacao: string): Promise<void> {
  store.ordenacao = ordenacao;
  return loadProducts(store, context);
}

const timers = new WeakMap<CatalogueStore, ReturnType<typeof setTimeout>>();

/** spec 9: the product search waits 250 ms after the last keystroke; ampersands go (spec 5). */
export function searchProducts(store: CatalogueStore, context: CatalogueContext, text: string): void {
  clearTimeout(timers.get(store));
  timers.set(
    store,
    setTimeout(() => {
      timers.delete(store);
      store.busca = searchText(text);
      store.ordenacao = defaultSort(context.ordenacoes, store.busca !== '')?.id ?? null;
      void loadProducts(store, context);
    }, PRODUCT_SEARCH_DEBOUNCE_MS),
  );
}
