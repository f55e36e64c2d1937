import { useMemo } from 'react';
import { loadClientAddresses } from './clientAddresses';
import { useAppServices } from './context';

/** The client's addresses' actions, bound to the app's stores and API client: panels never hold either. */
export function useClientAddressActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadClientAddresses: (options?: { refresh?: boolean }) => loadClientAddresses(stores, api, options),
    }),
    [stores, api],
  );
}
