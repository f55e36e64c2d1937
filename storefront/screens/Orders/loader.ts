import type { PageLoader } from '@storefront/state/context';
import { createOrdersStore, loadOrders } from '@storefront/state/orders';
import { loadPageStore } from '@storefront/state/pageData';

/** The first page of the signed-in client's history (nothing for a visitor). */
export const pageLoader: PageLoader = (_args, { stores, api }) => loadPageStore(stores, createOrdersStore(), (store) => loadOrders(store, stores, api));
