import { loadClientAddresses } from './clientAddresses';
import { useBound } from './context';

/**
 * The client's addresses' actions, bound to the app's stores and API client: panels never hold either. A
 * file of its own, like useCartActions: clientAddresses.ts rides in the catalogue's first load, its one
 * user (the suppliers panel) comes later.
 */
export function useClientAddressActions() {
  return useBound(({ stores, api }) => ({ loadClientAddresses: (options?: { refresh?: boolean }) => loadClientAddresses(stores, api, options) }));
}
