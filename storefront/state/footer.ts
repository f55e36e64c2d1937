import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Rodape } from '@storefront/api/endpoints';
import type { LoadStatus } from './supplier';

/** The supplier's footer (spec 7 `rodape`): link sections and its HTML (address, contact). */
export interface FooterState {
  status: LoadStatus;
  rodape: Rodape | null;
  /** Whose footer, and for which client: either changing loads it again. */
  key: string | null;
}

export function createFooterStore() {
  return proxy<FooterState>({ status: 'idle', rodape: null, key: null });
}

export type FooterStore = ReturnType<typeof createFooterStore>;

/**
 * A failure leaves the footer to its legal line: nothing else of the page depends on it. While another one
 * loads (a client signed in) the one shown stays: a footer gone for a moment would shorten the page and
 * move what the shopper is looking at.
 */
export async function loadFooter(store: FooterStore, api: ApiClient, idfornecedor: string, idcliente?: string): Promise<void> {
  const key = `${idfornecedor}|${idcliente ?? ''}`;
  if (store.key === key && store.status !== 'failed') return;
  const sameSupplier = store.key?.startsWith(`${idfornecedor}|`) ?? false;
  Object.assign(store, { status: 'loading', key, ...(sameSupplier ? {} : { rodape: null }) });
  try {
    const rodape = await api.call('rodape', { params: { idfornecedor }, query: { idcliente } });
    if (store.key === key) Object.assign(store, { status: 'loaded', rodape });
  } catch {
    if (store.key === key) Object.assign(store, { status: 'failed', rodape: null });
  }
}
