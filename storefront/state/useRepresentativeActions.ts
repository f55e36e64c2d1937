import { useMemo } from 'react';
import { useAppServices } from './context';
import { chooseClient, loadMoreClients, openClientList, typeClientSearch, type ClientListStore } from './representative';

/** The representative's client list actions, bound to the app's stores and API client: screens never hold either. */
export function useRepresentativeActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      openClientList: (store: ClientListStore) => openClientList(store, stores, api),
      typeClientSearch: (store: ClientListStore, text: string) => typeClientSearch(store, stores, api, text),
      loadMoreClients: (store: ClientListStore) => loadMoreClients(store, stores, api),
      chooseClient: (store: ClientListStore, idcliente: string) => chooseClient(store, stores, api, idcliente),
    }),
    [stores, api],
  );
}
