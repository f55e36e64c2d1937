import { expect, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { login } from '@storefront/state/session';
import { createStores } from '@storefront/state/stores';
import { loadSupplier } from '@storefront/state/supplier';

/**
 * A shopper at a supplier, as the state tests start one: fresh stores and an API client for the mock
 * platform of the file (`useMockPlatform`), the supplier loaded, and signed in as `who` (demo1234) when given.
 */
export async function shopperAt(slug = 'demo', who: string | null = null) {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: slug });
  if (who) expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  return { stores, api, fornecedor };
}
