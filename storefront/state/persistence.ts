import { subscribe } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Fornecedor } from '@storefront/api/endpoints';
import { comboProducts } from '@storefront/domain/cart';
import { companyCookie, decodeSnapshot, encodeSnapshot, EMPRESA_ID_KEY, PENDING_SUBMISSION_KEY, type SavedCartItem, type Snapshot } from '@storefront/domain/persistence';
import { clientCookie, type ClientCookie } from '@storefront/domain/session';
import type { CartStore } from './cartStore';
import type { SubmittedOrder } from './checkoutStore';
import type { ConsentStore } from './consent';
import { PERSIST_WRITE_INTERVAL_MS } from './constants';
import type { SessionStore } from './sessionStore';
import type { Stores } from './stores';
import type { SupplierStore } from './supplier';

/*
 * spec 4 "Persistence": saved state is kept in browser storage, written at most every 500 ms and only
 * as the cookie preferences allow; it is ignored when the stored version differs from the app's; the
 * company id is stored under EMPRESA_ID. The codec (what is saved, under which category) is
 * domain/persistence.ts; this module watches the stores and reads the snapshot back on start.
 */

/** Where the snapshot is kept. */
export const SNAPSHOT_KEY = 'vitrine:estado';

/** The stores that are saved, and the consent that says what may be. */
export interface PersistedStores {
  cart: CartStore;
  supplier: SupplierStore;
  session: SessionStore;
  consent: ConsentStore;
}

/** What would be saved now, before the consent filter of encodeSnapshot. */
export function snapshotOf({ cart, supplier }: Pick<PersistedStores, 'cart' | 'supplier'>): Snapshot {
  const snapshot: Snapshot = {
    cart: {
      items: cart.lines.map((l) => ({
        idproduto: l.product.idproduto,
        quantidade: l.quantity,
        ...(l.services.length ? { servicos: l.services.map((s) => s.id) } : {}),
        ...(l.combo ? { combo: comboProducts(l.combo) } : {}),
      })),
      ...(cart.observacao ? { observacao: cart.observacao } : {}),
    },
  };
  if (supplier.fornecedor) snapshot.supplier = { idfornecedor: supplier.fornecedor.idfornecedor, slug: supplier.fornecedor.slug };
  return snapshot;
}

/**
 * Who the server may resume the session as on the next visit (domain/session), as spec 4 allows: the
 * shopper's session consent, and never a representative acting for a client (resumed, they would come
 * back as the client with no banner and no way back, spec 6; the representative signs in again).
 */
export function keptClient({ session, consent }: Pick<PersistedStores, 'session' | 'consent'>): ClientCookie | null {
  const usuario = session.usuario;
  if (session.status !== 'authenticated' || !usuario || session.representative || !consent.preferences.session) return null;
  return { idcliente: usuario.idcliente, ...(usuario.idapikeys ? { idapikeys: usuario.idapikeys } : {}) };
}

export interface Persistence {
  /** Writes now what is waiting for the interval (the page is being left). */
  flush(): void;
  /** No more writes. */
  stop(): void;
}

/**
 * Watches the cart, the session, the supplier and the consent, and writes the snapshot at most every
 * 500 ms, the latest state at the end of each interval. With `after` (the restore of restoreSnapshot),
 * nothing is written until it has settled, so a half-restored start never overwrites the saved cart.
 */
export function startPersistence(
  stores: PersistedStores,
  storage: Storage | undefined,
  version: string,
  after?: Promise<unknown>,
  writeCookie: (cookie: string) => void = () => undefined,
): Persistence {
  if (!storage) return { flush: () => undefined, stop: () => undefined };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = !after;
  let stopped = false;
  let last: string | null | undefined;
  let lastClient: string | undefined;

  /**
   * At once, not with the 500 ms writes: a page loaded right after a login (a link opened, the address
   * typed) is rendered by the server, which resumes the session only for the client this cookie names.
   */
  function writeClient(): void {
    if (stopped) return;
    const client = clientCookie(keptClient(stores), typeof location !== 'undefined' && location.protocol === 'https:');
    if (client === lastClient) return;
    writeCookie(client);
    lastClient = client;
  }

  function write(): void {
    const preferences = stores.consent.preferences;
    const text = encodeSnapshot(snapshotOf(stores), version, preferences);
    if (text === last) return;
    try {
      if (text === null) storage?.removeItem(SNAPSHOT_KEY);
      else storage?.setItem(SNAPSHOT_KEY, text);
      const idempresa = stores.supplier.fornecedor?.idempresa;
      if (idempresa && preferences.necessary) {
        storage?.setItem(EMPRESA_ID_KEY, idempresa);
        writeCookie(companyCookie(idempresa));
      }
      last = text;
    } catch {
      // A full quota or blocked storage: the shop goes on, unsaved.
    }
  }

  function schedule(): void {
    if (timer !== undefined || !ready || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      write();
    }, PERSIST_WRITE_INTERVAL_MS);
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (ready && !stopped) write();
  }

  const unsubscribe = [
    ...[stores.cart, stores.session, stores.supplier, stores.consent].map((store) => subscribe(store, schedule)),
    ...[stores.session, stores.consent].map((store) => subscribe(store, writeClient, true)),
  ];
  writeClient();
  const onPageHide = () => flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide);
  const begin = () => {
    ready = true;
    schedule();
  };
  after?.then(begin, begin);

  return {
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      for (const off of unsubscribe) off();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide);
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The saved items that can be sent back (the storage is the shopper's: anything may be in it). */
function savedItems(cart: unknown): SavedCartItem[] {
  const items = isRecord(cart) && Array.isArray(cart.items) ? (cart.items as unknown[]) : [];
  const quantityOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
  return items.flatMap((item) => {
    const quantidade = isRecord(item) ? quantityOf(item.quantidade) : undefined;
    if (!isRecord(item) || typeof item.idproduto !== 'string' || quantidade === undefined) return [];
    const servicos = Array.isArray(item.servicos) ? item.servicos.filter((id): id is string => typeof id === 'string') : [];
    // A combo whose products cannot all be read is dropped whole: sent as a product, it is none.
    const parts = Array.isArray(item.combo) ? (item.combo as unknown[]) : undefined;
    const combo = parts?.flatMap((part) => {
      const amount = isRecord(part) ? quantityOf(part.quantidade) : undefined;
      return isRecord(part) && typeof part.idproduto === 'string' && amount !== undefined ? [{ idproduto: part.idproduto, quantidade: amount }] : [];
    });
    if (parts && (combo?.length !== parts.length || parts.length === 0)) return [];
    return [{ idproduto: item.idproduto, quantidade, ...(servicos.length ? { servicos } : {}), ...(combo ? { combo } : {}) }];
  });
}

function savedText(record: unknown, field: string): string {
  const value = isRecord(record) ? record[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Resolves with the supplier once it is known, or null if resolving it failed. */
function knownSupplier(supplier: SupplierStore): Promise<Fornecedor | null> {
  return new Promise((resolve) => {
    const check = () => {
      if (supplier.fornecedor) resolve(supplier.fornecedor);
      else if (supplier.status === 'failed') resolve(null);
      else return false;
      return true;
    };
    if (check()) return;
    const unsubscribe = subscribe(supplier, () => {
      if (check()) unsubscribe();
    });
  });
}

/** An order a reload interrupted, found placed on start: the app shows its submission page. */
export interface RecoveredOrder {
  order: SubmittedOrder;
}

/**
 * Issue 10 faults: an order submission a reload interrupted (its marker is still there) is resolved
 * before the cart comes back. Placed, or with no answer yet: the saved cart is the ordered one and is
 * not restored. Placed at the supplier now shown: its order becomes the last one, for its page.
 */
async function settleSubmission(stores: Stores, api: ApiClient, storage: Storage | undefined): Promise<{ keepCart: boolean; recovered?: RecoveredOrder }> {
  if (storage?.getItem(PENDING_SUBMISSION_KEY) == null) return { keepCart: true };
  // Only a reload that interrupted an order gets here: the code that resolves it comes now.
  const { resolveSubmission } = await import('./pendingSubmission');
  const outcome = await resolveSubmission(api, storage, stores.session.usuario?.idcliente);
  if (outcome.kind === 'none' || outcome.kind === 'refused') return { keepCart: true };
  if (outcome.kind === 'unknown' || !outcome.order) return { keepCart: false };
  const fornecedor = await knownSupplier(stores.supplier);
  if (fornecedor?.idfornecedor !== outcome.idfornecedor) return { keepCart: false };
  stores.checkout.lastOrder = outcome.order;
  return { keepCart: false, recovered: { order: outcome.order } };
}

/**
 * Reads the snapshot of an earlier visit (spec 4; the session came back on the server, from its
 * cookie): once the supplier
 * is known and if it is the one the cart was filled at, the saved items are saved to the server, whose
 * reply (priced products) becomes the cart. A snapshot of another app version is ignored. An order
 * submission a reload interrupted is resolved first (settleSubmission): the order found placed is
 * returned, for its page. Never rejects.
 */
export async function restoreSnapshot(stores: Stores, api: ApiClient, storage: Storage | undefined, version: string): Promise<RecoveredOrder | undefined> {
  let saved: Snapshot | null = null;
  try {
    saved = decodeSnapshot(storage?.getItem(SNAPSHOT_KEY) ?? null, version);
  } catch {
    saved = null;
  }
  let settled: Awaited<ReturnType<typeof settleSubmission>> = { keepCart: true };
  try {
    settled = await settleSubmission(stores, api, storage);
  } catch {
    // Blocked storage: there was no marker to read.
  }
  if (!saved || !settled.keepCart) return settled.recovered;
  const items = savedItems(saved.cart);
  const observacao = savedText(saved.cart, 'observacao');
  if (items.length === 0 && !observacao) return undefined;
  const fornecedor = await knownSupplier(stores.supplier);
  const savedAt = savedText(saved.supplier, 'idfornecedor');
  if (!fornecedor || (savedAt && savedAt !== fornecedor.idfornecedor)) return undefined;
  if (observacao && !stores.cart.observacao) stores.cart.observacao = observacao;
  if (items.length === 0) return undefined;
  try {
    // The cart's rules load with the first page that needs them, not with the app's first script.
    const { cartContextFor, restoreCart } = await import('./cart');
    await restoreCart(stores.cart, cartContextFor(api, stores), items);
  } catch {
    // The saved cart could not be priced again: the shopper starts with an empty one.
  }
  return undefined;
}
