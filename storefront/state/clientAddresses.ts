import type { ApiClient } from '@storefront/api/client';
import type { Endereco } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { shoppingAddressOf } from '@storefront/domain/shoppingAddress';
import type { LoadStatus } from './supplier';
import type { Stores } from './stores';

/*
 * The one place the client's addresses (spec 7 `enderecos`) and billing address (`enderecoFaturamento`)
 * are asked for. The list lives in the checkout store, whose address choice is the shopping address:
 * the previously chosen, the primary or the first. A module of its own: the catalogue's prices, the
 * address gate, the address panel and the checkout all ask through it.
 */

/**
 * Loads the signed-in client's addresses into the checkout store. Without `refresh` a list already
 * there (or on its way) is kept; the address panel and the checkout ask afresh. An answer for a client
 * who is no longer signed in is dropped.
 */
export async function loadClientAddresses(stores: Pick<Stores, 'session' | 'checkout'>, api: ApiClient, { refresh = false } = {}): Promise<void> {
  const { checkout } = stores;
  const idcliente = stores.session.usuario?.idcliente;
  if (!idcliente) return;
  if (!refresh && (checkout.addresses.status === 'loading' || (checkout.addresses.status === 'loaded' && checkout.addresses.list.length > 0))) return;
  checkout.addresses.status = 'loading';
  try {
    const list = await api.call('enderecos', { params: { idcliente } });
    if (stores.session.usuario?.idcliente !== idcliente) return;
    checkout.addresses = { status: 'loaded', list, selected: shoppingAddressOf(list, checkout.addresses.selected) };
  } catch {
    if (stores.session.usuario?.idcliente === idcliente) checkout.addresses.status = 'failed';
  }
}

/** A billing address as read: `null` once loaded means the client has none (the call answers 404). */
export interface BillingAddress {
  status: LoadStatus;
  endereco: Endereco | null;
}

/** The client's billing address (spec 7 `enderecoFaturamento`), which travels with the order. */
export async function fetchBillingAddress(api: ApiClient, idcliente: string): Promise<BillingAddress> {
  try {
    return { status: 'loaded', endereco: await api.call('enderecoFaturamento', { params: { idcliente } }) };
  } catch (error) {
    return { status: error instanceof ApiError && error.isNotFound ? 'loaded' : 'failed', endereco: null };
  }
}
