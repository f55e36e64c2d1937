import type { ApiClient } from '@storefront/api/client';
import { shoppingAddressOf } from '@storefront/domain/shoppingAddress';
import type { Stores } from './stores';

/**
 * The signed-in client's addresses, when the checkout has not loaded them yet (they live in the
 * checkout store, which the checkout fills the same way: the previously chosen, the primary or the first).
 * A module of its own: the catalogue's prices and the address gate ask for them on any page.
 */
export async function loadClientAddresses(stores: Pick<Stores, 'session' | 'checkout'>, api: ApiClient): Promise<void> {
  const { checkout } = stores;
  const idcliente = stores.session.usuario?.idcliente;
  if (!idcliente || checkout.addresses.status === 'loading') return;
  if (checkout.addresses.status === 'loaded' && checkout.addresses.list.length > 0) return;
  checkout.addresses.status = 'loading';
  try {
    const list = await api.call('enderecos', { params: { idcliente } });
    if (stores.session.usuario?.idcliente !== idcliente) return;
    checkout.addresses = { status: 'loaded', list, selected: shoppingAddressOf(list, checkout.addresses.selected) };
  } catch {
    checkout.addresses.status = 'failed';
  }
}
