import type { ApiClient } from '@storefront/api/client';
import { resolveDeliveryType } from '@storefront/domain/delivery';
import { fetchBillingAddress, loadClientAddresses } from './clientAddresses';
import { loadPaymentMethods } from './payment';
import type { Stores } from './stores';

/*
 * What the checkout offers, apart from its actions (checkout.ts): the checkout page's loader asks for it,
 * and its chunk stays small.
 */

type OfferDeps = Pick<Stores, 'supplier' | 'session' | 'checkout'>;

/** Whether the supplier lets the shopper choose between delivery and pickup (spec 4 "Delivery type"). */
export function deliveryChoices({ checkout, supplier }: Pick<Stores, 'supplier' | 'checkout'>): { pickup: boolean; delivery: boolean } {
  return { pickup: checkout.serviceArea.lojas.length > 0, delivery: (supplier.fornecedor?.tag ?? []).includes('has-delivery') };
}

/**
 * Everything the checkout offers this client, from the platform alone: payment methods (the previously
 * chosen or the first becomes active, spec 4), pickup stores, the client's addresses and billing address,
 * and the delivery type the supplier allows (spec 4 "Delivery type"). The checkout page's loader asks
 * for it, on the server for the first page, so the page opens with its choices in place.
 */
export async function loadCheckoutOffer(stores: OfferDeps, api: ApiClient): Promise<void> {
  const { checkout, session, supplier } = stores;
  const idfornecedor = supplier.fornecedor?.idfornecedor;
  const idcliente = session.usuario?.idcliente;
  if (!idfornecedor) return;
  // Back on the checkout after an order: its button is free again.
  if (checkout.submission.status === 'submitted') checkout.submission = { ...checkout.submission, status: 'idle' };
  if (!idcliente) checkout.addresses = { status: 'idle', list: [], selected: null };
  const [, , , billing] = await Promise.allSettled([
    loadPaymentMethods(stores, api, { refresh: true }),
    loadServiceArea(stores, api, { refresh: true }),
    loadClientAddresses(stores, api, { refresh: true }),
    // spec 3 enderecofaturamento: the client's billing address travels with the order (none when it cannot be read).
    idcliente ? fetchBillingAddress(api, idcliente) : Promise.resolve(null),
  ]);
  checkout.billing = billing.status === 'fulfilled' ? (billing.value?.endereco ?? null) : null;
  const { lojas } = checkout.serviceArea;
  // Like the first address, the first store is chosen until the shopper picks another.
  if (checkout.pickupStore === null || checkout.pickupStore >= lojas.length) checkout.pickupStore = lojas.length ? 0 : null;
  checkout.tipoEntrega = resolveDeliveryType(checkout.tipoEntrega, deliveryChoices(stores));
}

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
