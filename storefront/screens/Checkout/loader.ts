import type { PageLoader } from '@storefront/state/context';
import { createCheckoutContentStore, loadCheckoutContent } from '@storefront/state/checkoutContent';
import { loadCheckoutOffer } from '@storefront/state/checkoutOffer';
import { loadPageStore } from '@storefront/state/pageData';

/**
 * The checkout page's loader: for a signed-in shopper, what the platform offers her checkout (payment
 * methods, pickup stores, her addresses, into the checkout's store) and what the supplier adds to it
 * (instructions, characteristics: the page's own store). Her cart is the browser's: the screen asks the
 * delivery options for it once it is there.
 */
export const pageLoader: PageLoader = (_args, { api, stores }) =>
  loadPageStore(stores, createCheckoutContentStore(), async (content) => {
    const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
    if (!stores.session.usuario || !idfornecedor) return;
    await Promise.all([loadCheckoutOffer(stores, api), loadCheckoutContent(content, api, idfornecedor)]);
  });
