import { data as dataWithStatus } from 'react-router';
import type { PageLoader } from '@storefront/state/context';
import { loadPageStore } from '@storefront/state/pageData';
import { createShoppingListStore, openShoppingList } from '@storefront/state/shoppingLists';

/** One list of the signed-in client's (nothing for a visitor); a list she does not have is a 404. */
export const pageLoader: PageLoader = async ({ params }, { stores, api }) => {
  const loaded = await loadPageStore(stores, createShoppingListStore(), (store) => openShoppingList(store, stores, api, params.id ?? ''));
  return loaded.data.status === 'notFound' ? dataWithStatus(loaded, { status: 404 }) : loaded;
};
