import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { CobrancaPix, FormaPagamento, PedidoDetalhe, PedidoResumo } from '@storefront/api/endpoints';
import { serverTextOf } from '@storefront/api/errors';
import { appendOrders, canChangePaymentMethod, normaliseOrderList, ordersOfKind, sortOrders, validateRating, type OrderKind, type OrderSort } from '@storefront/domain/orderList';
import { hasOtherAccounts, isMainClient } from '@storefront/domain/linkedAccounts';
import { ORDER_HISTORY_PAGE_SIZE, ORDER_LIST_PAGE_SIZE } from './constants';
import { loadPaymentMethods, type PaymentDeps } from './payment';
import type { LoadStatus } from './supplier';
import type { Stores } from './stores';
import { useBound } from './context';

export type { PedidoDetalhe, PedidoResumo } from '@storefront/api/endpoints';

type Deps = Pick<Stores, 'session' | 'supplier'>;

/** A failure with the server's own text when it sent one (shown sanitised). */
interface Failure {
  text: string | undefined;
}

const failureOf = (error: unknown): Failure => ({ text: serverTextOf(error) });

/* ---------------------------------------------------------------- the order list */

export interface OrdersState {
  /** spec 4 "Loading flags": the first page. */
  status: LoadStatus;
  /** Every order loaded so far, in the platform's order. */
  orders: PedidoResumo[];
  page: number;
  totalPages: number;
  /** A plain-list reply holds the whole history: "load more" then shows more of it without a call. */
  paged: boolean;
  /** How many of the chosen kind are shown: 6 first, 10 more per "Carregar mais" (spec 9). */
  shown: number;
  loadingMore: boolean;
  moreFailed: boolean;
  sort: OrderSort;
  kind: OrderKind;
}

export function createOrdersStore() {
  return proxy<OrdersState>({
    status: 'idle',
    orders: [],
    page: 0,
    totalPages: 0,
    paged: true,
    shown: ORDER_LIST_PAGE_SIZE,
    loadingMore: false,
    moreFailed: false,
    sort: 'newest',
    kind: 'pedidos',
  });
}

export type OrdersStore = ReturnType<typeof createOrdersStore>;

/**
 * spec 7 `pedidosCliente` for a session with linked accounts (our reading, ASSUMPTIONS.md): the principal
 * account asks with `clientevinculadoprincipal=true` (its linked users' orders come too, each with who
 * emitted it); another linked account names itself in `idusuariovinculado`. Others send neither.
 */
function linkedOrderQuery(session: Deps['session']): { idusuariovinculado?: string; clientevinculadoprincipal?: boolean } {
  const idcliente = session.usuario?.idcliente;
  if (!idcliente || !hasOtherAccounts(session)) return {};
  return isMainClient(session) ? { clientevinculadoprincipal: true } : { idusuariovinculado: idcliente };
}

/** The orders of the chosen kind, in the chosen order, as many as are shown. */
export function visibleOrders<T extends PedidoResumo>(state: { orders: readonly T[] } & Pick<OrdersState, 'kind' | 'sort' | 'shown'>): T[] {
  return sortOrders(ordersOfKind(state.orders, state.kind), state.sort).slice(0, state.shown);
}

/** Whether "Carregar mais" has more to bring: loaded orders not shown yet, or history pages not asked yet. */
export function hasMoreOrders(state: { orders: readonly PedidoResumo[] } & Pick<OrdersState, 'kind' | 'paged' | 'shown' | 'page' | 'totalPages'>): boolean {
  return ordersOfKind(state.orders, state.kind).length > state.shown || (state.paged && state.page < state.totalPages);
}

/** spec 7 `pedidosCliente`: one page of the history, 10 orders (spec 9 "history default 10"). */
async function fetchPage(stores: Deps, api: ApiClient, page: number) {
  const idcliente = stores.session.usuario?.idcliente ?? '';
  const reply = await api.call('pedidosCliente', { params: { idcliente }, query: { ...linkedOrderQuery(stores.session), page, limit: ORDER_HISTORY_PAGE_SIZE } });
  return normaliseOrderList(reply);
}

/**
 * Orders and quotes come in one list that the platform does not split: when the chosen kind has none
 * among the loaded pages, the next pages are asked until it has some or the history ends.
 */
async function fillKind(store: OrdersStore, stores: Deps, api: ApiClient): Promise<void> {
  while (store.paged && ordersOfKind(store.orders, store.kind).length === 0 && store.page < store.totalPages) {
    const next = await fetchPage(stores, api, store.page + 1);
    Object.assign(store, { orders: appendOrders(store.orders, next.orders), page: next.page, totalPages: next.totalPages });
  }
}

/** spec 2 "Order list", spec 9: the first page of the signed-in client's history, of which 6 orders show. */
export async function loadOrders(store: OrdersStore, stores: Deps, api: ApiClient): Promise<void> {
  if (!stores.session.usuario) return;
  Object.assign(store, { status: 'loading', moreFailed: false });
  try {
    const first = await fetchPage(stores, api, 1);
    Object.assign(store, { orders: first.orders, page: first.page, totalPages: first.totalPages, paged: first.paged, shown: ORDER_LIST_PAGE_SIZE });
    await fillKind(store, stores, api);
    store.status = 'loaded';
  } catch {
    Object.assign(store, { status: 'failed', orders: [], page: 0, totalPages: 0 });
  }
}

/**
 * "Carregar mais": 10 more orders (spec 9 history page), from those loaded, and the next history pages when
 * they run short. A failed page keeps what could be shown, and "Carregar mais" tries again from there.
 */
export async function loadMoreOrders(store: OrdersStore, stores: Deps, api: ApiClient): Promise<void> {
  if (store.loadingMore || !hasMoreOrders(store)) return;
  const before = store.shown;
  store.shown += ORDER_HISTORY_PAGE_SIZE;
  const short = () => ordersOfKind(store.orders, store.kind).length < store.shown;
  if (!store.paged || !short()) return;
  Object.assign(store, { loadingMore: true, moreFailed: false });
  try {
    while (short() && store.page < store.totalPages) {
      const next = await fetchPage(stores, api, store.page + 1);
      Object.assign(store, { orders: appendOrders(store.orders, next.orders), page: next.page, totalPages: next.totalPages });
    }
  } catch {
    store.shown = Math.max(before, Math.min(store.shown, ordersOfKind(store.orders, store.kind).length));
    store.moreFailed = true;
  } finally {
    store.loadingMore = false;
  }
}

export function sortOrdersBy(store: OrdersStore, sort: OrderSort): void {
  store.sort = sort;
}

/** The tab of orders or quotes; a kind not among the loaded pages yet is looked for. */
export async function showOrderKind(store: OrdersStore, stores: Deps, api: ApiClient, kind: OrderKind): Promise<void> {
  Object.assign(store, { kind, shown: ORDER_LIST_PAGE_SIZE });
  if (store.status !== 'loaded' || store.loadingMore) return;
  store.loadingMore = true;
  try {
    await fillKind(store, stores, api);
  } catch {
    store.moreFailed = true;
  } finally {
    store.loadingMore = false;
  }
}

/* ---------------------------------------------------------------- the order details */

export type OrderFile = 'danfe' | 'export';

export interface OrderDetailsState {
  status: LoadStatus;
  order: PedidoDetalhe | null;
  failure: Failure | null;
  rating: { sending: boolean; failure: Failure | null; sent: boolean };
  download: { busy: OrderFile | null; failed: { file: OrderFile; text: string | undefined } | null };
  receipt: { status: LoadStatus; charge: CobrancaPix | null; failure: Failure | null };
  payment: { methods: FormaPagamento[]; methodsStatus: LoadStatus; saving: boolean; failure: Failure | null; changed: boolean };
}

const initialDetails = (): OrderDetailsState => ({
  status: 'idle',
  order: null,
  failure: null,
  rating: { sending: false, failure: null, sent: false },
  download: { busy: null, failed: null },
  receipt: { status: 'idle', charge: null, failure: null },
  payment: { methods: [], methodsStatus: 'idle', saving: false, failure: null, changed: false },
});

export function createOrderDetailsStore() {
  return proxy<OrderDetailsState>(initialDetails());
}

export type OrderDetailsStore = ReturnType<typeof createOrderDetailsStore>;

/** spec 7 `pedido`: one order with its items, history, totals and delivery. */
export async function loadOrder(store: OrderDetailsStore, api: ApiClient, numpedido: string): Promise<void> {
  Object.assign(store, { ...initialDetails(), status: 'loading' });
  try {
    const order = await api.call('pedido', { params: { numpedido } });
    Object.assign(store, { status: 'loaded', order });
  } catch (error) {
    Object.assign(store, { status: 'failed', failure: failureOf(error) });
  }
}

/** spec 7 `avaliar`: 1 to 5 stars and a comment, form-encoded. */
export async function rateOrder(store: OrderDetailsStore, api: ApiClient, nota: number | null, comentario: string): Promise<boolean> {
  const order = store.order;
  if (!order || store.rating.sending) return false;
  // The form checked the rating (validateRating): a wrong one is never sent.
  const problems = validateRating({ nota, comentario });
  if (nota === null || problems.nota || problems.comentario) return false;
  store.rating = { sending: false, failure: null, sent: false };
  const text = comentario.trim();
  store.rating.sending = true;
  try {
    await api.call('avaliarPedido', { params: { numpedido: order.numpedido }, body: { nota, ...(text ? { comentario: text } : {}) } });
    order.avaliacao = { nota, ...(text ? { comentario: text } : {}) };
    store.rating.sent = true;
    return true;
  } catch (error) {
    store.rating.failure = failureOf(error);
    return false;
  } finally {
    store.rating.sending = false;
  }
}

/**
 * spec 7: the DANFE (PDF) or the order export, as a file and the name to save it under (the platform's
 * `Content-Disposition`, else ours). The screen saves it; a failure keeps the server's text.
 */
export async function downloadOrderFile(store: OrderDetailsStore, stores: Deps, api: ApiClient, file: OrderFile): Promise<{ blob: Blob; fileName: string } | null> {
  const numpedido = store.order?.numpedido;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!numpedido || !idfornecedor || store.download.busy) return null;
  store.download = { busy: file, failed: null };
  try {
    return file === 'danfe'
      ? await api.download('danfe', { params: { numpedido, idfornecedor } }, `danfe-${numpedido}.pdf`)
      : await api.download('exportarPedido', { params: { numpedido } }, `pedido-${numpedido}.csv`);
  } catch (error) {
    store.download.failed = { file, text: failureOf(error).text };
    return null;
  } finally {
    store.download.busy = null;
  }
}

/** spec 7 `generate-receipt`: the payment receipt of the order (a PIX charge: code, amount, expiry; ASSUMPTIONS.md). */
export async function generateReceipt(store: OrderDetailsStore, stores: Deps, api: ApiClient): Promise<boolean> {
  const numpedido = store.order?.numpedido;
  const idcliente = stores.session.usuario?.idcliente;
  if (!numpedido || !idcliente || store.receipt.status === 'loading') return false;
  store.receipt = { status: 'loading', charge: null, failure: null };
  try {
    const charge = await api.call('gerarRecibo', { params: { numpedido, idcliente } });
    store.receipt = { status: 'loaded', charge, failure: null };
    return true;
  } catch (error) {
    store.receipt = { status: 'failed', charge: null, failure: failureOf(error) };
    return false;
  }
}

/**
 * The change of payment method opens: no old failure, and the supplier's methods on their way. They are
 * the ones the checkout offers (state/payment, spec 4), known already on most visits: asked for only
 * when missing, and again after a failure.
 */
export async function startPaymentChange(store: OrderDetailsStore, stores: PaymentDeps, api: ApiClient): Promise<void> {
  Object.assign(store.payment, { failure: null, changed: false });
  if (!stores.supplier.fornecedor || store.payment.methodsStatus === 'loading' || store.payment.methodsStatus === 'loaded') return;
  store.payment.methodsStatus = 'loading';
  await loadPaymentMethods(stores, api);
  const { status, methods } = stores.checkout.payment;
  if (status === 'loaded') Object.assign(store.payment, { methodsStatus: 'loaded', methods: methods.map((m) => ({ ...m })) });
  else store.payment.methodsStatus = 'failed';
}

/**
 * spec 7 `payment-method`: another payment method for an order not yet paid nor cancelled, with the
 * session's Authorization header (the endpoint's `auth`).
 */
export async function changePaymentMethod(store: OrderDetailsStore, stores: Deps, api: ApiClient, idformapagto: string, quantParcelas = 1): Promise<boolean> {
  const order = store.order;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  const method = store.payment.methods.find((m) => m.idformapagto === idformapagto);
  if (!order || !idfornecedor || !method || store.payment.saving || !canChangePaymentMethod(order.status)) return false;
  Object.assign(store.payment, { saving: true, failure: null, changed: false });
  try {
    await api.call('alterarFormaPagamento', { params: { idfornecedor, numpedido: order.numpedido }, query: { idfornecedor }, body: { idformapagto, quantParcelas } });
    order.formaPagamento = { idformapagto, descricao: method.descricao };
    store.payment.changed = true;
    return true;
  } catch (error) {
    store.payment.failure = failureOf(error);
    return false;
  } finally {
    store.payment.saving = false;
  }
}

/** The order list's and an order's actions, bound to the app's stores and API client: screens never hold either. */
export function useOrderActions() {
  return useBound(({ stores, api }) => ({
    loadOrders: (store: OrdersStore) => loadOrders(store, stores, api),
    loadMoreOrders: (store: OrdersStore) => loadMoreOrders(store, stores, api),
    showOrderKind: (store: OrdersStore, kind: OrderKind) => showOrderKind(store, stores, api, kind),
    loadOrder: (store: OrderDetailsStore, numpedido: string) => loadOrder(store, api, numpedido),
    rateOrder: (store: OrderDetailsStore, nota: number | null, comentario: string) => rateOrder(store, api, nota, comentario),
    downloadOrderFile: (store: OrderDetailsStore, file: OrderFile) => downloadOrderFile(store, stores, api, file),
    generateReceipt: (store: OrderDetailsStore) => generateReceipt(store, stores, api),
    startPaymentChange: (store: OrderDetailsStore) => startPaymentChange(store, stores, api),
    changePaymentMethod: (store: OrderDetailsStore, idformapagto: string, quantParcelas?: number) =>
      changePaymentMethod(store, stores, api, idformapagto, quantParcelas),
  }));
}
