import type { ApiClient } from '@storefront/api/client';
import { openCheckout } from '@storefront/state/checkout';
import { loadCheckoutOffer } from '@storefront/state/checkoutOffer';
import type { Stores } from '@storefront/state/stores';

/** The checkout page as its route opens it: the loader's offer, then the screen's cart and delivery lookup. */
export async function loadCheckout(stores: Pick<Stores, 'supplier' | 'session' | 'cart' | 'checkout'>, api: ApiClient): Promise<void> {
  await loadCheckoutOffer(stores, api);
  await openCheckout(stores, api);
}
