import type { Snapshot } from 'valtio';
import { cartChangeEvent } from '@storefront/analytics/events';
import { trackerFor, type Track } from '@storefront/analytics/tracker';
import type { ApiClient } from '@storefront/api/client';
import type { Carrinho, CartItem, ProdutoCatalogo } from '@storefront/api/endpoints';
import { ApiError, serverTextOf } from '@storefront/api/errors';
import { cartTotals, comboItemFields, normalizeCart, type CartLine, type CartTotals, type ComboContents } from '@storefront/domain/cart';
import { applyAutomaticCoupon, automaticDiscountOf } from '@storefront/domain/coupons';
import { supplierHas } from '@storefront/domain/gates';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import type { SavedCartItem } from '@storefront/domain/persistence';
import { applyQuantityAction, type QuantityAction } from '@storefront/domain/quantity';
import type { TipoEntrega } from '@storefront/domain/types';
import { emptyCart, type CartLineState, type CartStore } from './cartStore';
import type { ConsentStore } from './consent';
import { CART_RESYNC_RETRY_MAX_MS, CART_RESYNC_RETRY_MS, CART_SAVE_DEBOUNCE_MS } from './constants';
import type { CheckoutStore } from './checkoutStore';
import { notify, type Notice, type NoticesStore } from './notices';
import type { SessionStore } from './sessionStore';
import type { SupplierStore } from './supplier';

/** Who the cart belongs to and where it is priced; read at save time. */
export interface CartContext {
  api: ApiClient;
  idfornecedor: () => string | undefined;
  /** The signed-in client, or none for a visitor (the empty id of spec 9). */
  idcliente: () => string | undefined;
  tags: () => readonly string[];
  /** The supplier's modules (spec 3 `modulos`): subscription types are offered only with its subscriptions module (spec 5). */
  modulos: () => readonly string[];
  idformapagamento?: () => string | undefined;
  tipoEntrega?: () => TipoEntrega;
  /** GA4 add_to_cart / remove_from_cart on quantity changes (the tracker checks tag and consent). */
  track?: Track;
  /** Toasts the shopper sees wherever she is (spec 7, 8); none in a context without them. */
  notify?: (notice: Notice) => void;
}

/**
 * How a save ended. `waiting`: it did not reach the platform yet (offline, or a newer change superseded
 * it); the cart is kept and goes later.
 */
export type SaveOutcome = { kind: 'saved' } | { kind: 'waiting' } | { kind: 'emptyReply' } | { kind: 'failed'; text: string | undefined };

/** A save whose outcome the caller tells itself (a dialog, a screen), so the cart's own toast would say it twice. */
export interface SaveOptions {
  quiet?: boolean;
}

/** The cart of the current supplier and the signed-in client (a visitor's cart is kept under the empty id). */
export function cartContextFor(
  api: ApiClient,
  { supplier, session, checkout, consent, notices }: { supplier: SupplierStore; session: SessionStore; checkout: CheckoutStore; consent?: ConsentStore; notices?: NoticesStore },
): CartContext {
  return {
    ...(consent ? { track: trackerFor(api, { supplier, consent }) } : {}),
    ...(notices ? { notify: (notice: Notice) => notify(notices, notice) } : {}),
    api,
    idfornecedor: () => supplier.fornecedor?.idfornecedor,
    idcliente: () => session.usuario?.idcliente,
    tags: () => supplier.fornecedor?.tag ?? [],
    modulos: () => supplier.fornecedor?.modulos ?? [],
    idformapagamento: () => checkout.payment.selected ?? undefined,
    tipoEntrega: () => checkout.tipoEntrega,
  };
}

/** The cart's lines as the domain prices and orders them: gift wrapping is the product's flag there. */
export function cartLines(state: { readonly lines: readonly Snapshot<CartLineState>[] }): CartLine[] {
  return state.lines.map((line) => ({
    product: { ...line.product, embalarParaPresente: line.giftWrap },
    quantity: line.quantity,
    services: line.services,
    ...(line.combo ? { combo: line.combo } : {}),
  }));
}

/** spec 4: the totals the shopper sees, from the unit price rule (the server's answer replaces the lines). */
export function cartSummary(state: { readonly lines: readonly Snapshot<CartLineState>[] }, tags: readonly string[] = []): CartTotals {
  return cartTotals(cartLines(state), tags);
}

const timers = new WeakMap<CartStore, ReturnType<typeof setTimeout>>();
/** The save on its way to the server, per cart. */
const inFlight = new WeakMap<CartStore, Promise<SaveOutcome>>();

/**
 * Bumped by every reset (logout, a finished order, "Esvaziar carrinho", another supplier): the answer of a
 * save sent before it belongs to a cart that no longer exists and must not bring its lines back.
 */
const generations = new WeakMap<CartStore, number>();
const generationOf = (cart: CartStore) => generations.get(cart) ?? 0;

/** Carts whose changes wait for the network: the retry's timer and the `online` listener to remove. */
const waiting = new WeakMap<CartStore, { timer: ReturnType<typeof setTimeout>; off: () => void }>();
/** How many times in a row each cart's save was lost to the network (the retry's wait doubles). */
const lostSaves = new WeakMap<CartStore, number>();

/** The browser says it has no network (outside a browser nothing is known: a failed call tells). */
const offlineNow = () => typeof navigator !== 'undefined' && 'onLine' in navigator && !navigator.onLine;

function stopWaiting(cart: CartStore): void {
  const wait = waiting.get(cart);
  if (!wait) return;
  clearTimeout(wait.timer);
  wait.off();
  waiting.delete(cart);
}

/**
 * Issue 10 faults: a save the network lost keeps the cart as the shopper left it (nothing is rolled
 * back) and says so; it is sent again, once, with the cart as it then stands, as soon as the browser is
 * back online or after a wait that doubles each time (2 s up to 30 s) when the browser cannot tell.
 */
function waitForNetwork(cart: CartStore, context: CartContext): void {
  stopWaiting(cart);
  cart.sync = 'offline';
  const lost = lostSaves.get(cart) ?? 0;
  lostSaves.set(cart, lost + 1);
  const resend = () => {
    stopWaiting(cart);
    // A change still in its debounce goes now: it carries every change made while offline.
    void (timers.has(cart) ? flushCartSave(cart, context) : saveCart(cart, context)).catch(() => undefined);
  };
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('online', resend);
  const timer = setTimeout(resend, Math.min(CART_RESYNC_RETRY_MS * 2 ** lost, CART_RESYNC_RETRY_MAX_MS));
  waiting.set(cart, { timer, off: () => target?.removeEventListener('online', resend) });
}

/** A save reached the platform: whatever waited offline is in, and the shopper may hear so. */
function reached(cart: CartStore): void {
  lostSaves.delete(cart);
  if (cart.sync === 'offline') cart.sync = 'resynced';
}

/** The lines as spec 7's cart items: chosen services go by id (ASSUMPTIONS.md). */
export const cartItems = (lines: readonly CartLineState[]): CartItem[] =>
  lines.map((l) => ({
    idproduto: l.product.idproduto,
    idcadastroextraproduto: l.product.idcadastroextraproduto,
    quantidade: l.quantity,
    embalarParaPresente: l.giftWrap,
    ...(l.services.length ? { servicosSelecionados: l.services.map(({ id }) => ({ id })) } : {}),
    ...comboItemFields(l.combo),
  }));

/**
 * A combo as the platform answers it: its products with their names; a reply that does not name them
 * keeps what the line knew.
 */
function comboOf(entry: Carrinho['produtosSelecionados'][number], known: ComboContents | undefined): ComboContents | undefined {
  if (!entry.idcombopromocional_cabecalho) return undefined;
  const products = (entry.produtos ?? []).map((p) => ({
    idproduto: p.idproduto,
    name: p.nome ?? known?.products.find((k) => k.idproduto === p.idproduto)?.name ?? p.idproduto,
    quantity: p.quantidade,
  }));
  return { id: entry.idcombopromocional_cabecalho, products: products.length ? products : (known?.products ?? []) };
}

function applyReply(cart: CartStore, reply: Carrinho, tell: (notice: Notice) => void): void {
  cart.locked = reply.bloqueio_atendimento;
  cart.loadFailed = false;
  // spec 4: an automatic coupon is applied after each cart load; spec 3 "Cart": as the platform applied it.
  cart.coupons = applyAutomaticCoupon(cart.coupons, automaticDiscountOf(reply));
  // spec 7: a reply with a message field gives a warning toast with that message.
  if (reply.message) tell({ kind: 'cartMessage', text: reply.message });
  if (reply.observacao && !cart.observacao) cart.observacao = reply.observacao;
  if (reply.numPedidoCliente && !cart.numPedidoCliente) cart.numPedidoCliente = reply.numPedidoCliente;
  // spec 4: a reply with items replaces the local ones (the server's prices and quantities win). The
  // services it names win too; a reply that does not name them keeps the ones the shopper chose.
  const held = new Map(cart.lines.map((l) => [l.product.idproduto, l]));
  cart.lines = normalizeCart(
    reply.produtosSelecionados.map((entry) => {
      // A combo's own fields stay on its product, as the platform sent them; the line reads `combo`.
      const { quantidade, servicosSelecionados, ...product } = entry;
      const combo = comboOf(entry, held.get(product.idproduto)?.combo);
      return {
        product,
        quantity: quantidade,
        giftWrap: Boolean(product.embalarParaPresente),
        services: servicosSelecionados ?? held.get(product.idproduto)?.services ?? [],
        ...(combo ? { combo } : {}),
      };
    }),
  );
}

/** spec 4: a cart with a recurrence offers the supplier's subscription types (spec 5: a supplier with the module). */
async function loadSubscriptionTypes(cart: CartStore, context: CartContext, reply: Carrinho): Promise<void> {
  const idfornecedor = context.idfornecedor();
  if (!reply.meta_info?.hasRecorrencia || !idfornecedor || !supplierHas({ modulos: context.modulos() }, 'subscriptions')) {
    cart.subscription = null;
    return;
  }
  if (cart.subscription) return;
  try {
    const { tipos, label } = await context.api.call('tiposAssinatura', { params: { idfornecedor } });
    cart.subscription = { tipos, label, mensagem: reply.meta_info.recorrencia?.mensagem ?? '', selected: null };
  } catch {
    cart.subscription = null;
  }
}

/** The context's toasts, or none for a quiet save. */
const teller = (context: CartContext, { quiet = false }: SaveOptions = {}) => (notice: Notice) => {
  if (!quiet) context.notify?.(notice);
};

/** spec 4 "Cart saving": saves now; the reply replaces the lines; a failure keeps the cart and says so. */
export async function saveCart(cart: CartStore, context: CartContext, options: SaveOptions = {}): Promise<SaveOutcome> {
  const run = sendCart(cart, context, teller(context, options));
  inFlight.set(cart, run);
  try {
    return await run;
  } finally {
    if (inFlight.get(cart) === run) inFlight.delete(cart);
  }
}

async function sendCart(cart: CartStore, context: CartContext, tell: (notice: Notice) => void): Promise<SaveOutcome> {
  const idfornecedor = context.idfornecedor();
  if (!idfornecedor) return { kind: 'waiting' };
  const idcliente = context.idcliente();
  const sent = cartItems(cart.lines);
  // spec 5: saving an empty cart without a client is refused before it is sent; the (empty) cart stays.
  if (sent.length === 0 && !idcliente) {
    cart.saving = timers.has(cart);
    tell({ kind: 'emptyCartNotSaved' });
    return { kind: 'failed', text: undefined };
  }
  if (offlineNow()) {
    // No call that cannot go: the cart stays as it is and goes when the network is back.
    waitForNetwork(cart, context);
    cart.saving = timers.has(cart);
    return { kind: 'waiting' };
  }
  cart.saving = true;
  const generation = generationOf(cart);
  try {
    const reply = await context.api.call('salvarCarrinho', {
      params: { idcliente: idcliente ?? EMPTY_ID },
      query: {
        idfornecedor,
        canalVenda: 'WEB',
        idformapagamento: context.idformapagamento?.(),
        idtipoassinatura: cart.subscription?.selected ?? undefined,
        cupomAplicacaoAutomatica: cart.coupons.cupomAplicacaoAutomatica,
      },
      body: { cartItens: sent },
    });
    // The cart was reset meanwhile, or a newer change waits for its own save: this answer is out of date.
    if (generationOf(cart) !== generation) return { kind: 'saved' };
    if (timers.has(cart)) return { kind: 'waiting' };
    reached(cart);
    // spec 8: an empty reply to a save with items warns and keeps what the shopper had.
    if (reply.produtosSelecionados.length === 0 && sent.length > 0) {
      tell({ kind: 'cartEmptyReply' });
      return { kind: 'emptyReply' };
    }
    applyReply(cart, reply, tell);
    await loadSubscriptionTypes(cart, context, reply);
    return { kind: 'saved' };
  } catch (error) {
    if (generationOf(cart) !== generation) return { kind: 'saved' };
    if (offlineNow() || (error instanceof ApiError && error.isNetworkError)) {
      waitForNetwork(cart, context);
      return { kind: 'waiting' };
    }
    lostSaves.delete(cart);
    if (cart.sync === 'offline') cart.sync = null;
    const text = serverTextOf(error);
    // spec 8: a failed save keeps the cart and says so (the server's text, sanitised where shown).
    tell({ kind: 'cartSaveFailed', text });
    return { kind: 'failed', text };
  } finally {
    cart.saving = timers.has(cart);
  }
}

function scheduleSave(cart: CartStore, context: CartContext): void {
  clearTimeout(timers.get(cart));
  cart.saving = true;
  // Told at once, not after the debounce: this change too waits for the network.
  if (offlineNow()) cart.sync = 'offline';
  else if (cart.sync === 'resynced') cart.sync = null;
  timers.set(
    cart,
    setTimeout(() => {
      timers.delete(cart);
      void saveCart(cart, context);
    }, CART_SAVE_DEBOUNCE_MS),
  );
}

/**
 * spec 4 "Cart quantities", optimistic: the line and the total change at once with the domain's rules
 * (and the reason when the quantity differs from the ask); the save follows 1 s after the last change.
 * A locked cart changes nothing. A combo's first unit brings what the combo holds (`combo`).
 */
export function changeQuantity(cart: CartStore, context: CartContext, product: ProdutoCatalogo, action: QuantityAction, combo?: ComboContents): number {
  const line = cart.lines.find((l) => l.product.idproduto === product.idproduto);
  if (cart.locked) return line?.quantity ?? 0;
  const before = line?.quantity ?? 0;
  const result = applyQuantityAction(product, before, action);
  cart.reasons[product.idproduto] = result.reasons;
  if (line) line.quantity = result.quantity;
  else if (result.quantity > 0) cart.lines.push({ product, quantity: result.quantity, giftWrap: false, services: [], ...(combo ? { combo } : {}) });
  cart.lines = normalizeCart(cart.lines);
  scheduleSave(cart, context);
  const event = context.track ? cartChangeEvent(product, before, result.quantity, context.tags()) : null;
  if (event) void context.track?.(event);
  return result.quantity;
}

/**
 * A cart line's remove button (spec 4 DEL): the line goes at once and the shopper may put it back, as
 * it was, from the toast that says so. A locked cart changes nothing.
 */
export function removeLine(cart: CartStore, context: CartContext, idproduto: string): void {
  const line = cart.lines.find((l) => l.product.idproduto === idproduto);
  if (!line || cart.locked) return;
  const removed: CartLineState = { ...line };
  changeQuantity(cart, context, line.product, { type: 'DEL' });
  context.notify?.({ kind: 'lineRemoved', name: removed.product.nome, undo: () => restoreLine(cart, context, removed) });
}

/**
 * The undo of a removal: the line comes back with its quantity and gift wrapping, saved like any
 * change. A product added again in the meantime keeps what the shopper gave it since.
 */
function restoreLine(cart: CartStore, context: CartContext, line: CartLineState): void {
  if (cart.locked || cart.lines.some((l) => l.product.idproduto === line.product.idproduto)) return;
  cart.lines = normalizeCart([...cart.lines, line]);
  cart.reasons[line.product.idproduto] = [];
  scheduleSave(cart, context);
  const event = context.track ? cartChangeEvent(line.product, 0, line.quantity, context.tags()) : null;
  if (event) void context.track?.(event);
}

/**
 * "Esvaziar carrinho", after the shopper confirmed it: spec 4 "clearing the cart resets it". A
 * client's cart is saved empty too, so the platform does not bring the lines back on the next load; a
 * visitor's lives in this browser only.
 */
export async function clearCart(cart: CartStore, context: CartContext): Promise<void> {
  if (cart.locked) return;
  resetCart(cart);
  if (context.idcliente()) await saveCart(cart, context);
}

/**
 * The paid add-on services chosen for a line (the product page's services dialog): only the ones the
 * product offers, with their names and prices; saved like a quantity change.
 */
export function setServices(cart: CartStore, context: CartContext, idproduto: string, ids: readonly string[]): void {
  const line = cart.lines.find((l) => l.product.idproduto === idproduto);
  if (!line || cart.locked) return;
  const offered = line.product.servicosAdicionais ?? [];
  line.services = offered.filter((s) => ids.includes(s.id)).map(({ id, nome, preco }) => ({ id, nome, preco }));
  scheduleSave(cart, context);
}

/** Gift wrapping for a line (spec 3 embalarParaPresente), saved like a quantity change. */
export function setGiftWrap(cart: CartStore, context: CartContext, idproduto: string, on: boolean): void {
  const line = cart.lines.find((l) => l.product.idproduto === idproduto);
  if (!line || cart.locked) return;
  line.giftWrap = on;
  scheduleSave(cart, context);
}

/**
 * spec 4: the cart is loaded from the server (after login, payment, delivery or address changes). A
 * failure keeps the lines in hand and puts the cart in its error state (spec 8), which offers a retry.
 */
export async function loadCart(cart: CartStore, context: CartContext): Promise<void> {
  // A change not yet saved (in its debounce, or waiting for the network) wins over the server's copy:
  // it is saved now, and that answer is the cart.
  if (timers.has(cart) || waiting.has(cart)) {
    await flushCartSave(cart, context);
    return;
  }
  const saving = inFlight.get(cart);
  if (saving) {
    await saving;
    return;
  }
  const idfornecedor = context.idfornecedor();
  if (!idfornecedor) return;
  const generation = generationOf(cart);
  let reply: Carrinho;
  try {
    reply = await context.api.call('carrinho', {
      params: { idcliente: context.idcliente() ?? EMPTY_ID },
      query: {
        idfornecedor,
        canalVenda: 'WEB',
        idformapagamento: context.idformapagamento?.(),
        tipoentrega: context.tipoEntrega?.(),
        idtipoassinatura: cart.subscription?.selected ?? undefined,
      },
    });
  } catch {
    if (generationOf(cart) === generation) cart.loadFailed = true;
    return;
  }
  // Reset meanwhile (a logout, another supplier): the answer is another cart's.
  if (generationOf(cart) !== generation) return;
  applyReply(cart, reply, teller(context));
  await loadSubscriptionTypes(cart, context, reply);
}

/**
 * A save still waiting for its debounce or for the network goes now, so what is submitted is what the
 * server holds.
 */
export async function flushCartSave(cart: CartStore, context: CartContext, options: SaveOptions = {}): Promise<SaveOutcome> {
  if (!timers.has(cart) && !waiting.has(cart)) return inFlight.get(cart) ?? { kind: 'saved' };
  clearTimeout(timers.get(cart));
  timers.delete(cart);
  stopWaiting(cart);
  return saveCart(cart, context, options);
}

/**
 * spec 4: the shopper may unlock a cart an attendant is negotiating; the attendant prices are reset
 * and the cart is saved as it now stands.
 */
export async function unlockCart(cart: CartStore, context: CartContext): Promise<void> {
  if (!cart.locked) return;
  cart.locked = false;
  for (const line of cart.lines) line.product = { ...line.product, precoatendente: undefined };
  clearTimeout(timers.get(cart));
  timers.delete(cart);
  await saveCart(cart, context);
}

/** Notes and the customer's order number travel with the order (spec 3 "Cart"). */
export function setCartText(cart: CartStore, field: 'observacao' | 'numPedidoCliente', value: string): void {
  cart[field] = value;
}

/** spec 4: choosing a subscription type reprices the cart. */
export function chooseSubscription(cart: CartStore, context: CartContext, idtipoassinatura: string | null): void {
  if (!cart.subscription) return;
  cart.subscription.selected = idtipoassinatura;
  scheduleSave(cart, context);
}

/**
 * spec 4 "Persistence": a cart kept from an earlier visit is priced again by saving its items; the
 * server's reply replaces the lines. A cart the shopper has already started wins over the saved one.
 * A failure leaves the cart empty and is passed back.
 */
export async function restoreCart(cart: CartStore, context: CartContext, saved: readonly SavedCartItem[]): Promise<void> {
  const idfornecedor = context.idfornecedor();
  const untouched = () => cart.lines.length === 0 && !timers.has(cart);
  if (!idfornecedor || saved.length === 0 || !untouched()) return;
  cart.saving = true;
  try {
    const reply = await context.api.call('salvarCarrinho', {
      params: { idcliente: context.idcliente() ?? EMPTY_ID },
      query: { idfornecedor, canalVenda: 'WEB', idformapagamento: context.idformapagamento?.(), cupomAplicacaoAutomatica: cart.coupons.cupomAplicacaoAutomatica },
      body: {
        cartItens: saved.map(({ idproduto, quantidade, servicos, combo }) => ({
          idproduto,
          quantidade,
          embalarParaPresente: false,
          ...(servicos?.length ? { servicosSelecionados: servicos.map((id) => ({ id })) } : {}),
          ...(combo ? { idcombopromocional_cabecalho: idproduto, produtos: [...combo] } : {}),
        })),
      },
    });
    if (!untouched()) return;
    if (reply.produtosSelecionados.length === 0) teller(context)({ kind: 'cartEmptyReply' });
    else {
      applyReply(cart, reply, teller(context));
      await loadSubscriptionTypes(cart, context, reply);
    }
  } finally {
    cart.saving = timers.has(cart);
  }
}

/**
 * A cart the platform built for the client (a shopping list or an order applied to the cart, spec 7):
 * it replaces the local lines like a load does. Callers flush the pending save first (`flushCartSave`),
 * so the platform built it on what the shopper had.
 */
export async function applyServerCart(cart: CartStore, context: CartContext, reply: Carrinho): Promise<void> {
  clearTimeout(timers.get(cart));
  timers.delete(cart);
  applyReply(cart, reply, teller(context));
  cart.saving = false;
  await loadSubscriptionTypes(cart, context, reply);
}

/** spec 4: logout, a finished submission or clearing the cart resets it. */
export function resetCart(cart: CartStore): void {
  generations.set(cart, generationOf(cart) + 1);
  clearTimeout(timers.get(cart));
  timers.delete(cart);
  stopWaiting(cart);
  lostSaves.delete(cart);
  Object.assign(cart, emptyCart());
}
