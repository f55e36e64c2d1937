import type { PageLoader } from '@storefront/state/context';
import { loadPageStore } from '@storefront/state/pageData';
import { createShoppingListsStore, loadShoppingLists } from '@storefront/state/shoppingLists';

/** The signed-in client's lists and the supplier's suggestions (nothing for a visitor). */
export const pageLoader: PageLoader = (_args, { stores, api }) => loadPageStore(stores, createShoppingListsStore(), (store) => loadShoppingLists(store, stores, api));
