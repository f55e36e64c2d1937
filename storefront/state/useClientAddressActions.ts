import { useMemo } from 'react';
import { loadClientAddresses } from './clientAddresses';
import { useAppServices } from './context';

/**
 * The client's addresses' actions, bound to the app's stores and API client: panels never hold either. A
 * file of its own, like useCartActions: clientAddresses.ts rides in the catalogue's first load, its one
 * user (the suppliers panel) comes later.
 */
export function useClientAddressActions() {
  const { stores, api } = useAppServices();
  return useMemo(() => ({ loadClientAddresses: (options?: { refresh?: boolean }) => loadClientAddresses(stores, api, options) }), [stores, api]);
}
