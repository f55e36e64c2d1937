import type { PageLoader } from '@storefront/state/context';
import { createInvoicesStore, loadInvoices } from '@storefront/state/invoices';
import { loadPageStore } from '@storefront/state/pageData';

/** The signed-in client's titles at the supplier (nothing for a visitor). */
export const pageLoader: PageLoader = (_args, { stores, api }) => loadPageStore(stores, createInvoicesStore(), (store) => loadInvoices(store, stores, api));
