import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Fornecedor, Tema } from '@storefront/api/endpoints';
import { fetchSupplier, fetchTheme } from '@storefront/api/supplier';

/** spec 4 "Loading flags". */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SupplierState {
  status: LoadStatus;
  /** The segment or domain the current supplier was resolved from. */
  key: string | null;
  fornecedor: Fornecedor | null;
  tema: Tema | null;
}

export function createSupplierStore() {
  return proxy<SupplierState>({ status: 'idle', key: null, fornecedor: null, tema: null });
}

export type SupplierStore = ReturnType<typeof createSupplierStore>;

/** Resolves the supplier and its theme; a repeated key is answered from the store. */
export async function loadSupplier(
  store: SupplierStore,
  api: ApiClient,
  key: { segment?: string; domain?: string },
): Promise<Fornecedor> {
  const cacheKey = key.segment ?? `@${key.domain ?? ''}`;
  if (store.status === 'loaded' && store.key === cacheKey && store.fornecedor) return store.fornecedor;
  store.status = 'loading';
  try {
    const fornecedor = await fetchSupplier(api, key);
    // Known from here on, so the theme call already carries X-idfornecedor (spec 7).
    store.fornecedor = fornecedor;
    const tema = await fetchTheme(api, fornecedor.idfornecedor);
    Object.assign(store, { status: 'loaded', key: cacheKey, tema });
    return fornecedor;
  } catch (error) {
    Object.assign(store, { status: 'failed', key: cacheKey, fornecedor: null, tema: null });
    throw error;
  }
}

/** spec 2: an unknown or failing supplier sends the shopper to the provider's site. */
export class SupplierUnavailableError extends Error {
  override readonly name = 'SupplierUnavailableError';

  constructor(readonly providerSiteUrl: string) {
    super('Supplier unknown or unavailable');
  }
}

/** Shows another theme for the current supplier without a reload (the theme studio's live preview). */
export function previewSupplierTheme(store: SupplierStore, tema: Tema): void {
  store.tema = tema;
}
