import { useMemo } from 'react';
import { useAppServices } from './context';
import { cancelSubscription, loadSubscription, loadSubscriptions, type SubscriptionStore, type SubscriptionsStore } from './subscriptions';

/** The subscriptions' actions, bound to the app's stores and API client: screens never hold either. */
export function useSubscriptionActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadSubscriptions: (store: SubscriptionsStore) => loadSubscriptions(store, stores, api),
      loadSubscription: (store: SubscriptionStore, id: string) => loadSubscription(store, stores, api, id),
      cancelSubscription: (store: SubscriptionStore) => cancelSubscription(store, api),
    }),
    [stores, api],
  );
}
