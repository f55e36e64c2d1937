import type { ApiClient } from '@storefront/api/client';
import type { Stores } from './stores';

/**
 * spec 7 `areaAtendimento`: the active supplier's service area, the one loader of it. Asked once per
 * supplier, or afresh with `refresh` (the checkout's offer); a refresh keeps what was shown meanwhile.
 * A failure ('Falha ao consultar área de atendimento do fornecedor') may be asked again; an answer for
 * a supplier the shopper has left is dropped.
 */
export async function loadServiceArea(stores: Pick<Stores, 'supplier' | 'checkout'>, api: ApiClient, { refresh = false } = {}): Promise<void> {
  const { checkout } = stores;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return;
  const known = checkout.serviceArea.idfornecedor === idfornecedor;
  if (!refresh && known && (checkout.serviceArea.status === 'loaded' || checkout.serviceArea.status === 'loading')) return;
  checkout.serviceArea = known ? { ...checkout.serviceArea, status: 'loading' } : { status: 'loading', idfornecedor, polygons: [], lojas: [] };
  try {
    const area = await api.call('areaAtendimento', { query: { idfornecedor } });
    if (checkout.serviceArea.idfornecedor !== idfornecedor) return;
    checkout.serviceArea = { status: 'loaded', idfornecedor, polygons: area.coordenadas, lojas: area.coordenadas_lojas };
  } catch {
    if (checkout.serviceArea.idfornecedor === idfornecedor) checkout.serviceArea.status = 'failed';
  }
}
