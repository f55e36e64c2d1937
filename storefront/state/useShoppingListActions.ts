import { useMemo } from 'react';
import { useAppServices } from './context';
import {
  addToList,
  applyShoppingList,
  copyToList,
  createShoppingList,
  disableShoppingList,
  loadShoppingLists,
  openShoppingList,
  searchProductsForList,
  type ShoppingListStore,
  type ShoppingListsStore,
} from './shoppingLists';

/** The shopping lists' actions, bound to the app's stores and API client: screens never hold either. */
export function useShoppingListActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadShoppingLists: (store: ShoppingListsStore) => loadShoppingLists(store, stores, api),
      createShoppingList: (store: ShoppingListsStore, nome: string) => createShoppingList(store, stores, api, nome),
      openShoppingList: (store: ShoppingListStore, id: string) => openShoppingList(store, stores, api, id),
      applyShoppingList: (store: ShoppingListStore) => applyShoppingList(store, stores, api),
      copyToList: (store: ShoppingListStore, idproduto: string, to: string) => copyToList(store, api, idproduto, to),
      searchProductsForList: (store: ShoppingListStore, text: string) => searchProductsForList(store, stores, api, text),
      addToList: (store: ShoppingListStore, idproduto: string) => addToList(store, api, idproduto),
      disableShoppingList: (store: ShoppingListStore) => disableShoppingList(store, stores, api),
    }),
    [stores, api],
  );
}
