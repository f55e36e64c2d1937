import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { FormaEntrega } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { cepDigits, maskCep } from '@storefront/domain/address';
import { cartItems } from './cart';
import type { CartLineState } from './cartStore';
import { SHIPPING_BY_CEP_DEBOUNCE_MS } from './constants';
import type { SupplierStore } from './supplier';
import { useBound } from './context';

/** A CEP has eight digits (spec 5: it is sent without the dash). */
const CEP_LENGTH = 8;

/**
 * Why a fee lookup gave no options (spec 8 "Shipping-by-cep errors read the field Mensagem and open a modal"):
 * the server's own `Mensagem`, no option without a text (spec 8 "No delivery option"), or no answer at all.
 */
export type ShippingFailure = { kind: 'server'; text: string } | { kind: 'none' } | { kind: 'unavailable' };

export interface ShippingState {
  /** The CEP as the field shows it: digits only, 00000-000 once past the fifth. */
  cep: string;
  /**
   * `waiting`: a complete CEP waits for the debounce (spec 9, 500 ms); `loading`: the call is out;
   * `idle`: no lookup (incomplete CEP, empty cart).
   */
  status: 'idle' | 'waiting' | 'loading' | 'loaded' | 'failed';
  /** The options of the last answer, kept while the same CEP is looked up again (the cart changed). */
  options: FormaEntrega[];
  /** The CEP digits the options or the failure are for. */
  forCep: string | null;
  failure: ShippingFailure | null;
  /** The failure's modal is open; closing it keeps the failure for the field's note. */
  failureOpen: boolean;
}

export function createShippingStore() {
  return proxy<ShippingState>({ cep: '', status: 'idle', options: [], forCep: null, failure: null, failureOpen: false });
}

export type ShippingStore = ReturnType<typeof createShippingStore>;

/** Read when the lookup runs: the supplier and the cart of that moment are the ones priced. */
export interface ShippingContext {
  api: ApiClient;
  idfornecedor: () => string | undefined;
  lines: () => readonly CartLineState[];
}

/** The context from the app's stores. */
function shippingContextFor(api: ApiClient, stores: { supplier: SupplierStore; cart: { lines: readonly CartLineState[] } }): ShippingContext {
  return { api, idfornecedor: () => stores.supplier.fornecedor?.idfornecedor, lines: () => stores.cart.lines };
}

/** spec 7 body `{produtos}`: the cart lines as cart items. */

const timers = new WeakMap<ShippingStore, ReturnType<typeof setTimeout>>();
/** The latest lookup of each store: an older answer arriving late is dropped. */
const tickets = new WeakMap<ShippingStore, number>();
const controllers = new WeakMap<ShippingStore, AbortController>();

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Forgets the pending wait and aborts the lookup under way; returns the new ticket. */
function invalidate(store: ShippingStore): number {
  clearTimeout(timers.get(store));
  timers.delete(store);
  controllers.get(store)?.abort();
  controllers.delete(store);
  const ticket = (tickets.get(store) ?? 0) + 1;
  tickets.set(store, ticket);
  return ticket;
}

/** spec 5: a fee lookup by cep runs only with a complete CEP, an active supplier and a non-empty cart. */
function canLookUp(store: ShippingStore, context: ShippingContext): boolean {
  return cepDigits(store.cep).length === CEP_LENGTH && context.lines().length > 0 && context.idfornecedor() !== undefined;
}

function clear(store: ShippingStore): void {
  Object.assign(store, { status: 'idle', options: [], forCep: null, failure: null, failureOpen: false });
}

/**
 * Starts over after a change of the CEP or of the cart: the lookup under way is superseded, and a new
 * one runs 500 ms after the last change (spec 9) when it may (spec 5). The options of the same CEP stay
 * in view while the next answer comes; those of another CEP go at once.
 */
export function refreshShipping(store: ShippingStore, context: ShippingContext): void {
  invalidate(store);
  if (!canLookUp(store, context)) {
    clear(store);
    return;
  }
  if (store.forCep !== cepDigits(store.cep)) Object.assign(store, { options: [], forCep: null });
  Object.assign(store, { status: 'waiting', failure: null, failureOpen: false });
  timers.set(
    store,
    setTimeout(() => {
      timers.delete(store);
      void lookupShipping(store, context);
    }, SHIPPING_BY_CEP_DEBOUNCE_MS),
  );
}

/** The shopper typed in the CEP field: the text is kept formatted, and the lookup starts over if it changed. */
export function typeCep(store: ShippingStore, context: ShippingContext, text: string): void {
  const cep = maskCep(text);
  if (cep === store.cep) return;
  store.cep = cep;
  refreshShipping(store, context);
}

/**
 * spec 7 POST v4/app/formas-entrega/{idfornecedor}/{cep}?tipoEntrega=DELIVERY with the cart's products.
 * A failure keeps the server's `Mensagem` and opens the modal (spec 8); a newer lookup wins over this one.
 * @internal exported for its test; the field waits with typeCep and refreshShipping
 */
export async function lookupShipping(store: ShippingStore, context: ShippingContext): Promise<void> {
  const ticket = invalidate(store);
  const idfornecedor = context.idfornecedor();
  if (!canLookUp(store, context) || !idfornecedor) {
    clear(store);
    return;
  }
  const cep = cepDigits(store.cep);
  const controller = new AbortController();
  controllers.set(store, controller);
  Object.assign(store, { status: 'loading', failure: null, failureOpen: false });
  try {
    const options = await context.api.call('formasEntregaPorCep', {
      params: { idfornecedor, cep },
      query: { tipoEntrega: 'DELIVERY' },
      body: { produtos: cartItems(context.lines()) },
      signal: controller.signal,
    });
    if (tickets.get(store) !== ticket) return;
    if (options.length > 0) Object.assign(store, { status: 'loaded', options, forCep: cep });
    else Object.assign(store, { status: 'failed', options: [], forCep: cep, failure: { kind: 'none' }, failureOpen: true });
  } catch (error) {
    if (isAbort(error) || tickets.get(store) !== ticket) return;
    let failure: ShippingFailure = { kind: 'unavailable' };
    if (error instanceof ApiError && error.serverMessage) failure = { kind: 'server', text: error.serverMessage };
    else if (error instanceof ApiError && error.isNotFound) failure = { kind: 'none' };
    Object.assign(store, { status: 'failed', options: [], forCep: cep, failure, failureOpen: true });
  } finally {
    if (controllers.get(store) === controller) controllers.delete(store);
  }
}

/** The failure's modal was closed: the failure stays as the field's note until the next lookup. */
export function closeShippingFailure(store: ShippingStore): void {
  store.failureOpen = false;
}

/** The panel went away: nothing more is asked or applied. */
export function cancelShipping(store: ShippingStore): void {
  invalidate(store);
  if (store.status === 'waiting' || store.status === 'loading') store.status = 'idle';
}

/** The shipping actions' context, built from the app's stores and API client: panels never hold either. */
export function useShippingContext(): ShippingContext {
  return useBound(({ stores, api }) => shippingContextFor(api, stores));
}
