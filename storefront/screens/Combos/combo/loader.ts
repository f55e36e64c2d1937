import { priceTerms } from '@storefront/state/catalogue';
import { createComboStore, loadCombo } from '@storefront/state/combos';
import type { PageLoader } from '@storefront/state/context';
import { loadPageStore } from '@storefront/state/pageData';

/** The combo, priced with the terms in force (the supplier's default payment method until one is chosen). */
export const pageLoader: PageLoader = ({ params }, { stores, api }) =>
  loadPageStore(stores, createComboStore(), async (store) => {
    await priceTerms(stores, api).catch(() => undefined);
    await loadCombo(store, stores, api, params.id ?? '');
  });
