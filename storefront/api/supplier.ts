import type { ApiClient } from './client';
import type { Fornecedor, Tema } from './endpoints';
import { ApiError } from './errors';

/** How a supplier is asked for: its path segment (slug, UUID or id), a bare domain, or its company id. */
export interface SupplierKey {
  segment?: string;
  domain?: string;
  company?: string;
}

/** spec 7: the supplier by path segment, by bare domain or by company (`idempresa`). */
export function fetchSupplier(api: ApiClient, key: SupplierKey): Promise<Fornecedor> {
  return api.call('fornecedor', { query: { idfornecedor: key.segment, dominio: key.domain, idempresa: key.company, device: 'Desktop' } });
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
