import { useMemo } from 'react';
import type { GeoPoint } from '@storefront/domain/address';
import {
  chooseShoppingAddress,
  confirmRemoval,
  loadAddressBook,
  lookupCep,
  lookupLocation,
  saveAddress,
  searchPlaces,
  type AddressDraft,
  type AddressesStore,
} from './addresses';
import { useAppServices } from './context';
import { loadServiceArea } from './serviceArea';
import type { SupplierLookupStore } from './supplierLookup';

/** The address book's, the address form's and the address search's actions, bound to the app's stores and API client: screens and panels never hold either. */
export function useAddressActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadAddressBook: () => loadAddressBook(stores, api),
      chooseShoppingAddress: (idendereco: string) => chooseShoppingAddress(stores, api, idendereco),
      confirmRemoval: () => confirmRemoval(stores, api),
      lookupCep: (book: AddressesStore, cep: string) => lookupCep(book, api, cep),
      loadServiceArea: () => loadServiceArea(stores, api),
      saveAddress: (draft: AddressDraft) => saveAddress(stores, api, draft),
      searchPlaces: (book: AddressesStore, query: string) => searchPlaces(book, api, query),
      lookupLocation: (lookup: SupplierLookupStore, point: GeoPoint, label: string) => lookupLocation(stores, api, lookup, point, label),
    }),
    [stores, api],
  );
}
