import type { ApiClient } from './client';
import type { Fornecedor, Tema } from './endpoints';
import { ApiError } from './errors';

/** spec 7: the supplier by path segment (slug, UUID or id) or by bare domain. */
export function fetchSupplier(api: ApiClient, key: { segment?: string; domain?: string }): Promise<Fornecedor> {
  return api.call('fornecedor', { query: { idfornecedor: key.segment, dominio: key.domain, device: 'Desktop' } });
}

/** spec 7: the supplier's theme; a supplier without one gets the defaults of spec 9. */
export async function fetchTheme(api: ApiClient, idfornecedor: string): Promise<Tema> {
  try {
    return await api.call('tema', { params: { id: idfornecedor } });
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return {};
    throw error;
  }
}
