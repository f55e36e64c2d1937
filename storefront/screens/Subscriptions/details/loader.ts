import type { PageLoader } from '@storefront/state/context';
import { loadPageStore } from '@storefront/state/pageData';
import { createSubscriptionStore, loadSubscription } from '@storefront/state/subscriptions';

/** One subscription of the signed-in client's (nothing for a visitor). */
export const pageLoader: PageLoader = ({ params }, { stores, api }) => loadPageStore(stores, createSubscriptionStore(), (store) => loadSubscription(store, stores, api, params.id ?? ''));
