import type { PageLoader } from '@storefront/state/context';
import { loadPageStore } from '@storefront/state/pageData';
import { createSubscriptionsStore, loadSubscriptions } from '@storefront/state/subscriptions';

/** The signed-in client's subscriptions (nothing for a visitor). */
export const pageLoader: PageLoader = (_args, { stores, api }) => loadPageStore(stores, createSubscriptionsStore(), (store) => loadSubscriptions(store, stores, api));
