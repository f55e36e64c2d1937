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
  return { pickup: checkout.pickup.stores.length > 0, delivery: (supplier.fornecedor?.tag ?? []).includes('has-delivery') };
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
  checkout.pickup.status = 'loading';
  if (!idcliente) checkout.addresses = { status: 'idle', list: [], selected: null };
  const [, area, , billing] = await Promise.allSettled([
    loadPaymentMethods(stores, api, { refresh: true }),
    api.call('areaAtendimento', { query: { idfornecedor } }),
    loadClientAddresses(stores, api, { refresh: true }),
    // spec 3 enderecofaturamento: the client's billing address travels with the order (none when it cannot be read).
    idcliente ? fetchBillingAddress(api, idcliente) : Promise.resolve(null),
  ]);
  checkout.billing = billing.status === 'fulfilled' ? (billing.value?.endereco ?? null) : null;
  if (area.status === 'fulfilled') {
    const list = area.value.coordenadas_lojas;
    // Like the first address, the first store is chosen until the shopper picks another.
    const kept = checkout.pickup.selected !== null && checkout.pickup.selected < list.length ? checkout.pickup.selected : null;
    checkout.pickup = { status: 'loaded', stores: list, selected: kept ?? (list.length ? 0 : null), area: area.value.coordenadas };
  } else checkout.pickup.status = 'failed';
  checkout.tipoEntrega = resolveDeliveryType(checkout.tipoEntrega, deliveryChoices(stores));
}

