import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Fatura } from '@storefront/api/endpoints';
import { brasiliaDate } from '@storefront/domain/calendar';
import { sortTitles } from '@storefront/domain/invoices';
import type { Stores } from './stores';
import { useBound } from './context';

type Deps = Pick<Stores, 'supplier' | 'session'>;

/** One title of a client (spec 7 `faturas`). */
export type InvoiceTitle = Fatura;

export interface InvoicesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The titles, overdue first (domain `sortTitles`). */
  titles: Fatura[];
  /** The client's today (`YYYY-MM-DD`) the list was sorted by: the screen counts days from it too. */
  today: string;
  /** The supplier and client the list belongs to; null when cleared. */
  owner: { idfornecedor: string; idcliente: string } | null;
}

const cleared = (): Omit<InvoicesState, 'today'> => ({ status: 'idle', titles: [], owner: null });

export function createInvoicesStore() {
  return proxy<InvoicesState>({ ...cleared(), today: brasiliaDate(new Date()) });
}

export type InvoicesStore = ReturnType<typeof createInvoicesStore>;

/** spec 4: the invoice list is cleared when no supplier is active (and when the client leaves). */
function clearInvoices(store: InvoicesStore): void {
  Object.assign(store, cleared());
}

/**
 * spec 7 `faturas` (with `completeInfo`): the signed-in client's titles at the active supplier. A reply
 * that arrives after the supplier or client changed is dropped.
 */
export async function loadInvoices(store: InvoicesStore, stores: Deps, api: ApiClient, now: () => Date = () => new Date()): Promise<void> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  const idcliente = stores.session.usuario?.idcliente;
  if (!idfornecedor || !idcliente) {
    clearInvoices(store);
    return;
  }
  const owner = { idfornecedor, idcliente };
  const sameOwner = store.owner?.idfornecedor === idfornecedor && store.owner.idcliente === idcliente;
  // A reload keeps the list shown; another owner's list never shows under this one.
  Object.assign(store, { status: 'loading', owner, titles: sameOwner ? store.titles : [] });
  const current = () => store.owner?.idfornecedor === idfornecedor && store.owner.idcliente === idcliente;
  try {
    const titles = await api.call('faturas', { params: { idcliente, idfornecedor }, query: { completeInfo: true } });
    if (!current()) return;
    const today = brasiliaDate(now());
    Object.assign(store, { status: 'loaded', today, titles: sortTitles(Array.isArray(titles) ? titles : [], today) });
  } catch {
    if (current()) Object.assign(store, { status: 'failed', titles: [] });
  }
}

/** The invoices' actions, bound to the app's stores and API client: screens never hold either. */
export function useInvoiceActions() {
  return useBound(({ stores, api }) => ({
    loadInvoices: (store: InvoicesStore, now?: () => Date) => loadInvoices(store, stores, api, now),
  }));
}
