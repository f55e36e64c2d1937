import { createCombosStore, loadCombos } from '@storefront/state/combos';
import type { PageLoader } from '@storefront/state/context';
import { loadPageStore } from '@storefront/state/pageData';

/** The supplier's combos, or the client's own when she is signed in. */
export const pageLoader: PageLoader = (_args, { stores, api }) => loadPageStore(stores, createCombosStore(), (store) => loadCombos(store, stores, api));
