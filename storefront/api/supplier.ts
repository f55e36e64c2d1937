import type { ApiClient } from './client';
import type { Fornecedor, FornecedorQuery, Tema } from './endpoints';
import { ApiError } from './errors';

/** How a supplier is asked for: its path segment (slug, UUID or id), a bare domain, or its company id. */
export interface SupplierKey {
  segment?: string;
  domain?: string;
  company?: string;
}

/**
 * What the storefront knows of the shopper when it asks for a supplier, sent beside the key (spec 7 lists
 * these in the query): the signed-in client, their address and its point, the delivery type, the company
 * of the earlier visit (spec 4 EMPRESA_ID). Each is left out when not known.
 */
export type ShopperContext = Pick<FornecedorQuery, 'idcliente' | 'idendereco' | 'lat' | 'lng' | 'tipoEntrega' | 'idempresa'>;

/** spec 7: the supplier by path segment, by bare domain or by company (`idempresa`), with what is known of the shopper. */
export function fetchSupplier(api: ApiClient, key: SupplierKey, shopper: ShopperContext = {}): Promise<Fornecedor> {
  return api.call('fornecedor', { query: { ...shopper, idfornecedor: key.segment, dominio: key.domain, idempresa: key.company ?? shopper.idempresa, device: 'Desktop' } });
}

/** spec 7: the supplier's theme; a supplier without one gets the defaults of spec 9. */
export async function fetchTheme(api: ApiClient, idfornecedor: string): Promise<Tema> {
  try {
    return await api.call('tema', { params: { idfornecedor } });
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return {};
    throw error;
  }
}
