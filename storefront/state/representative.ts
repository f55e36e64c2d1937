import { proxy, subscribe } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ClientesRepresentante, Usuario } from '@storefront/api/endpoints';
import { searchText } from '@storefront/domain/text';
import { cartContextFor, flushCartSave, loadCart, resetCart } from './cart';
import type { CartStore } from './cartStore';
import { initialCheckout } from './checkoutStore';
import { PRODUCT_SEARCH_DEBOUNCE_MS, REPRESENTATIVE_CLIENTS_LIMIT } from './constants';
import type { Stores } from './stores';
import { useBound } from './context';

/** One client of the representative's list (spec 7 `v4/representante/{a}/{b}`). */
export type RepresentedClient = ClientesRepresentante['clientes'][number];

/**
 * The representative's client list (spec 6): `checking` is the access check of spec 7
 * (`acessoRepresentante`), `denied` its refusal; then the list loads like any other.
 */
type ClientListStatus = 'idle' | 'checking' | 'denied' | 'loading' | 'loaded' | 'failed';

export interface ClientListState {
  status: ClientListStatus;
  /** The text in the search field, as typed; the list follows it after the debounce. */
  query: string;
  /** The search the list shows (the last one sent). */
  search: string;
  clientes: RepresentedClient[];
  /** How many clients match the search, all pages together. */
  total: number;
  /** "Carregar mais" on its way: the list stays while the next page loads. */
  loadingMore: boolean;
  moreFailed: boolean;
  /** The client being chosen; `failed` when reading them failed. */
  choosing: { idcliente: string; failed: boolean } | null;
}

export function createClientListStore() {
  return proxy<ClientListState>({ status: 'idle', query: '', search: '', clientes: [], total: 0, loadingMore: false, moreFailed: false, choosing: null });
}

export type ClientListStore = ReturnType<typeof createClientListStore>;

type Deps = Pick<Stores, 'session' | 'supplier' | 'cart' | 'checkout'>;

const timers = new WeakMap<ClientListStore, ReturnType<typeof setTimeout>>();
/** The latest request of each list: a newer search or page wins over an older answer arriving late. */
const tickets = new WeakMap<ClientListStore, number>();

function nextTicket(store: ClientListStore): () => boolean {
  const ticket = (tickets.get(store) ?? 0) + 1;
  tickets.set(store, ticket);
  return () => tickets.get(store) === ticket;
}

/**
 * spec 7: one page of the representative's clients, `{a}` the supplier and `{b}` the representative
 * (see ASSUMPTIONS.md). Offset 0 replaces the list (a new search); above 0 appends (spec 6).
 */
async function fetchPage(store: ClientListStore, stores: Deps, api: ApiClient, search: string, offset: number): Promise<void> {
  const representative = stores.session.representative;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!representative || !idfornecedor) return;
  const current = nextTicket(store);
  if (offset === 0) Object.assign(store, { status: 'loading', search, clientes: [], total: 0, loadingMore: false, moreFailed: false });
  else Object.assign(store, { loadingMore: true, moreFailed: false });
  try {
    const page = await api.call('clientesRepresentante', {
      params: { idfornecedor, idrepresentante: representative.idcliente },
      query: { limit: REPRESENTATIVE_CLIENTS_LIMIT, offset, search: search || undefined },
    });
    if (!current()) return;
    const clientes = offset === 0 ? page.clientes : [...store.clientes, ...page.clientes];
    Object.assign(store, { status: 'loaded', clientes, total: page.total, loadingMore: false });
  } catch {
    if (!current()) return;
    if (offset === 0) Object.assign(store, { status: 'failed', clientes: [], total: 0 });
    else Object.assign(store, { loadingMore: false, moreFailed: true });
  }
}

/**
 * Opens the list: the access check of spec 7 (its rules are the platform's, not shown: a refusal
 * keeps the list closed), then the first page for the search in the field. Also the retry after a failure.
 */
export async function openClientList(store: ClientListStore, stores: Deps, api: ApiClient): Promise<void> {
  const representative = stores.session.representative;
  if (!representative || !stores.supplier.fornecedor) return;
  const current = nextTicket(store);
  store.status = 'checking';
  try {
    const { permitido } = await api.call('acessoRepresentante', { params: { idrepresentante: representative.idcliente } });
    if (!current()) return;
    if (!permitido) {
      Object.assign(store, { status: 'denied', clientes: [], total: 0 });
      return;
    }
  } catch {
    if (current()) store.status = 'failed';
    return;
  }
  await fetchPage(store, stores, api, searchText(store.query), 0);
}

/**
 * spec 6 and 9: a new search asks for the first 10 and replaces the list.
 * @internal exported for its test; the screen's search field waits with typeClientSearch
 */
export function searchClients(store: ClientListStore, stores: Deps, api: ApiClient, search: string): Promise<void> {
  clearTimeout(timers.get(store));
  timers.delete(store);
  return fetchPage(store, stores, api, searchText(search), 0);
}

/**
 * The representative typed in the search field: the list follows after the debounce. spec 9 gives the
 * client search no debounce of its own: it waits like the product search.
 */
export function typeClientSearch(store: ClientListStore, stores: Deps, api: ApiClient, text: string): void {
  if (text === store.query) return;
  store.query = text;
  clearTimeout(timers.get(store));
  timers.set(
    store,
    setTimeout(() => {
      timers.delete(store);
      void searchClients(store, stores, api, text);
    }, PRODUCT_SEARCH_DEBOUNCE_MS),
  );
}

/** spec 6: "Carregar mais" asks from the next offset and appends to the list. */
export function loadMoreClients(store: ClientListStore, stores: Deps, api: ApiClient): Promise<void> {
  if (store.status !== 'loaded' || store.loadingMore || store.clientes.length >= store.total) return Promise.resolve();
  return fetchPage(store, stores, api, store.search, store.clientes.length);
}

/**
 * The cart save of the account being left reaches the server before the account changes: a save still
 * waiting for its debounce goes now (flushCartSave), and one already on its way is waited for, so its
 * answer is not applied to the next account's cart.
 */
async function settleCartSave(cart: CartStore, stores: Deps, api: ApiClient): Promise<void> {
  await flushCartSave(cart, cartContextFor(api, stores));
  if (!cart.saving) return;
  await new Promise<void>((resolve) => {
    const stop = subscribe(cart, () => {
      if (cart.saving) return;
      stop();
      resolve();
    });
  });
}

/**
 * Another account's cart: the last one's lines, coupons and checkout choices go, and the server's cart
 * of the account now in the session is loaded (spec 4 "Cart saving and loading": each account keeps its own).
 */
async function loadAccountCart(stores: Deps, api: ApiClient): Promise<void> {
  resetCart(stores.cart);
  Object.assign(stores.checkout, initialCheckout());
  // A cart that fails to load shows the cart's own error state on the next change; the account stands.
  await loadCart(stores.cart, cartContextFor(api, stores)).catch(() => undefined);
}

/**
 * Reads another client and makes them the client of the session (spec 4 "Login": the switching flag
 * is up meanwhile), then loads their cart. `token` is the session's own credentials, kept for the calls.
 */
export async function switchSessionClient(stores: Deps, api: ApiClient, idcliente: string, keep: Pick<Usuario, 'token' | 'jwttoken' | 'listaClientesVinculados'>): Promise<boolean> {
  const { session } = stores;
  session.switching = true;
  try {
    await settleCartSave(stores.cart, stores, api);
    let cliente: Usuario;
    try {
      cliente = await api.call('cliente', { params: { idcliente } });
    } catch {
      return false;
    }
    session.usuario = { ...cliente, ...keep };
    await loadAccountCart(stores, api);
    return true;
  } finally {
    session.switching = false;
  }
}

/**
 * spec 6: the representative chooses a client to buy for. The client (GET `cliente`) becomes the
 * session's client, carrying the representative's token; their server cart is loaded. Linked clients
 * are not loaded on a representative session, so the client's list is left out.
 */
export async function chooseClient(store: ClientListStore, stores: Deps, api: ApiClient, idcliente: string): Promise<boolean> {
  const representative = stores.session.representative;
  if (!representative || stores.session.switching) return false;
  store.choosing = { idcliente, failed: false };
  const chosen = await switchSessionClient(stores, api, idcliente, { token: representative.token, jwttoken: representative.jwttoken, listaClientesVinculados: [] });
  store.choosing = chosen ? null : { idcliente, failed: true };
  return chosen;
}

/** "Trocar de cliente": back to the list; the current client's pending cart save goes first. */
export function leaveClient(stores: Deps, api: ApiClient): Promise<void> {
  return settleCartSave(stores.cart, stores, api);
}

/** "Encerrar atendimento": the representative stays signed in with no client and no cart. */
export async function endAttendance(stores: Deps, api: ApiClient): Promise<void> {
  if (!stores.session.representative) return;
  stores.session.switching = true;
  try {
    await settleCartSave(stores.cart, stores, api);
    stores.session.usuario = null;
    resetCart(stores.cart);
    Object.assign(stores.checkout, initialCheckout());
  } finally {
    stores.session.switching = false;
  }
}

/** The representative's client list actions, bound to the app's stores and API client: screens never hold either. */
export function useRepresentativeActions() {
  return useBound(({ stores, api }) => ({
    openClientList: (store: ClientListStore) => openClientList(store, stores, api),
    typeClientSearch: (store: ClientListStore, text: string) => typeClientSearch(store, stores, api, text),
    loadMoreClients: (store: ClientListStore) => loadMoreClients(store, stores, api),
    chooseClient: (store: ClientListStore, idcliente: string) => chooseClient(store, stores, api, idcliente),
  }));
}
