import { useMemo } from 'react';
import { useAppServices } from './context';
import { loadInvoices, type InvoicesStore } from './invoices';

/** The invoices' actions, bound to the app's stores and API client: screens never hold either. */
export function useInvoiceActions() {
  const { stores, api } = useAppServices();
  return useMemo(
    () => ({
      loadInvoices: (store: InvoicesStore, now?: () => Date) => loadInvoices(store, stores, api, now),
    }),
    [stores, api],
  );
}
