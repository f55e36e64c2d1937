import type { PageLoader } from '@storefront/state/context';
import { createOrderDetailsStore, loadOrder } from '@storefront/state/orders';
import { loadPageStore } from '@storefront/state/pageData';

/** The order, for a signed-in client (nothing for a visitor). */
export const pageLoader: PageLoader = ({ params }, { stores, api }) =>
  loadPageStore(stores, createOrderDetailsStore(), async (store) => {
    if (stores.session.usuario) await loadOrder(store, api, params.numpedido ?? '');
  });
