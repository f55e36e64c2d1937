import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Fornecedor, Tema } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { fetchSupplier, fetchTheme, type ShopperContext } from '@storefront/api/supplier';
import { bareHost, isSupplierSegment, type LoadedSupplierConfig } from '@storefront/domain/supplier';

/** spec 4 "Loading flags". */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SupplierState {
  status: LoadStatus;
  /** The segment or domain the current supplier was resolved from. */
  key: string | null;
  fornecedor: Fornecedor | null;
  tema: Tema | null;
  /** spec 7 `configuracao/fornecedor` (supplierConfig.ts); read through `configuredSupplier`. */
  configuracao: LoadedSupplierConfig | null;
  /** White-label mode (spec 1): the site is locked to its supplier and offers no other. */
  whiteLabel: boolean;
}

export function createSupplierStore() {
  return proxy<SupplierState>({ status: 'idle', key: null, fornecedor: null, tema: null, configuracao: null, whiteLabel: false });
}

export type SupplierStore = ReturnType<typeof createSupplierStore>;

/** Resolves the supplier and its theme; a repeated key is answered from the store. `shopper`: see `shopperContextOf`. */
export async function loadSupplier(store: SupplierStore, api: ApiClient, key: { segment?: string; domain?: string }, shopper?: ShopperContext): Promise<Fornecedor> {
  const cacheKey = key.segment ?? `@${key.domain ?? ''}`;
  if (store.status === 'loaded' && store.key === cacheKey && store.fornecedor) return store.fornecedor;
  store.status = 'loading';
  try {
    const fornecedor = await fetchSupplier(api, key, shopper);
    await adoptSupplier(store, api, fornecedor, cacheKey);
    return fornecedor;
  } catch (error) {
    Object.assign(store, { status: 'failed', key: cacheKey, fornecedor: null, tema: null });
    throw error;
  }
}

/** Makes a found supplier the current one, with its theme, remembered under `cacheKey`. */
async function adoptSupplier(store: SupplierStore, api: ApiClient, fornecedor: Fornecedor, cacheKey: string): Promise<void> {
  store.status = 'loading';
  // Known from here on, so the theme call already carries X-idfornecedor (spec 7).
  store.fornecedor = fornecedor;
  const tema = await fetchTheme(api, fornecedor.idfornecedor);
  Object.assign(store, { status: 'loaded', key: cacheKey, tema });
}

/** The path segment that names a supplier: its slug, or its id when it has no usable slug (spec 2). */
export function supplierSegment(fornecedor: Pick<Fornecedor, 'slug' | 'idfornecedor'>): string {
  return isSupplierSegment(fornecedor.slug) ? fornecedor.slug : fornecedor.idfornecedor;
}

/**
 * The supplier a site's domain names (spec 1 and 5, reduced to a bare host) or a returning shopper's
 * stored company (spec 4 EMPRESA_ID): its segment, or `null` when the platform knows none (404).
 * Other failures are thrown (the caller decides: 429 has its route, a server failure falls back to the
 * default supplier). The supplier and its theme are kept under its segment, so `/{segment}` does not
 * ask again.
 */
export async function resolveSupplier(store: SupplierStore, api: ApiClient, key: { domain: string } | { company: string }, shopper?: ShopperContext): Promise<string | null> {
  const query = 'domain' in key ? { domain: bareHost(key.domain) } : { company: key.company };
  if (!(query.domain ?? query.company)) return null;
  let fornecedor: Fornecedor;
  try {
    fornecedor = await fetchSupplier(api, query, shopper);
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return null;
    throw error;
  }
  const segment = supplierSegment(fornecedor);
  try {
    await adoptSupplier(store, api, fornecedor, segment);
  } catch {
    // The supplier is known: its own route loads the theme again and reports its failure.
    Object.assign(store, { status: 'failed', key: segment, fornecedor: null, tema: null });
  }
  return segment;
}

/** spec 2: an unknown or failing supplier sends the shopper to the provider's site. */
export class SupplierUnavailableError extends Error {
  override readonly name = 'SupplierUnavailableError';

  constructor(readonly providerSiteUrl: string) {
    super('Supplier unknown or unavailable');
  }
}

/**
 * Shows another theme for the current supplier without a reload (the theme studio's live preview).
 * @internal for the theme studio (.storybook/studio/ThemeStudio.stories.tsx), a Storybook tool, not part of the app that ships
 */
export function previewSupplierTheme(store: SupplierStore, tema: Tema): void {
  store.tema = tema;
}
