import { useMemo } from 'react';
import { useAppServices } from './context';
import { lookupSuppliers, type SupplierLookupStore } from './supplierLookup';

/** The supplier lookup's actions, bound to the app's stores and API client: panels never hold either. */
export function useSupplierLookupActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      lookupSuppliers: (store: SupplierLookupStore, idendereco: string) => lookupSuppliers(store, stores, api, idendereco),
    }),
    [stores, api],
  );
}
