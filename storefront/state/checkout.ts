import type { ApiClient } from '@storefront/api/client';
import type { Cupom, DadosCartao, RespostaDuplicidade, RespostaPedido } from '@storefront/api/endpoints';
import { ApiError, serverTextOf } from '@storefront/api/errors';
import { addPaymentInfoEvent, beginCheckoutEvent, purchaseEvent, type AnalyticsEvent } from '@storefront/analytics';
import { resolveDeliveryType, servesAddress } from '@storefront/domain/delivery';
import { canSubmitOrder } from '@storefront/domain/gates';
import { actingLinkedUser } from '@storefront/domain/linkedAccounts';
import { buildOrderPayload, idempotencyKey, type OrderPayload } from '@storefront/domain/order';
import { chosenAddress } from '@storefront/domain/shoppingAddress';
import type { TipoEntrega } from '@storefront/domain/types';
import { cartContextFor, cartLines, cartSummary, flushCartSave, loadCart, resetCart } from './cart';
import type { Snapshot } from 'valtio';
import type { CartState } from './cartStore';
import type { CardAuthorisation, CheckoutState, SubmitFailure, SubmittedOrder } from './checkoutStore';
import { SHIPPING_BY_ADDRESS_WAIT_MS } from './constants';
import { cartDiscount } from './coupons';
import { clearSubmission, DUPLICATE_TEXT, markSubmission } from './pendingSubmission';
import { browserStorage } from './storage';
import { deliveryChoices } from './checkoutOffer';
import type { Stores } from './stores';
import type { SupplierState } from './supplier';
import { useBound } from './context';

/** One id per page load: with the attempt number and the payload it makes the order's idempotency key. */
const SESSION_ID = Math.random().toString(36).slice(2, 10);

type CheckoutDeps = Pick<Stores, 'supplier' | 'session' | 'cart' | 'checkout'> & Partial<Pick<Stores, 'consent'>>;

/** spec 4 "Cart saving": payment, delivery type or address changes reload the cart; a failed reload keeps it. */
async function reloadCart(stores: CheckoutDeps, api: ApiClient): Promise<void> {
  try {
    await loadCart(stores.cart, cartContextFor(api, stores));
  } catch {
    // The cart in hand stays; the next save or submission speaks for it.
  }
}

/**
 * The changes still settling per checkout: cart reloads and delivery lookups the shopper's last choices
 * started. An order sent meanwhile would be refused for a delivery option still on its way, while the page
 * shows the one she had, or would carry terms she has not seen: a submission waits for them.
 */
const settling = new WeakMap<object, Set<Promise<unknown>>>();

/** Runs a change the order depends on, so that a submission started meanwhile waits for it. */
function settles<A extends unknown[]>(change: (stores: CheckoutDeps, api: ApiClient, ...rest: A) => Promise<void>) {
  return (stores: CheckoutDeps, api: ApiClient, ...rest: A): Promise<void> => {
    const work = change(stores, api, ...rest);
    const pending = settling.get(stores.checkout) ?? new Set();
    settling.set(stores.checkout, pending);
    pending.add(work);
    const done = () => pending.delete(work);
    work.then(done, done);
    return work;
  };
}

/** Resolves once no change is settling; a change that ends by starting another is waited for too. */
async function settled(checkout: object): Promise<void> {
  hurryAddressWait(checkout);
  for (let pending = settling.get(checkout); pending?.size; ) await Promise.allSettled([...pending]);
}

/**
 * The checkout opened in the browser, its offer in place: the cart at the chosen terms (spec 4), GA4
 * begin_checkout, then the delivery options for the chosen address or store (they follow the cart).
 */
export const openCheckout = settles(async (stores, api) => {
  await reloadCart(stores, api);
  if (stores.cart.lines.length > 0) track(stores, api, (tags, coupon) => beginCheckoutEvent(stores.cart.lines, tags, coupon));
  await lookupDelivery(stores, api);
});

/** GA4 (spec 1): sent only as the supplier's tag and the shopper's consent allow (the tracker decides). */
function track(stores: CheckoutDeps, api: ApiClient, event: (tags: readonly string[], coupon: string | undefined) => AnalyticsEvent): void {
  const send = cartContextFor(api, stores).track;
  if (!send) return;
  const tags = stores.supplier.fornecedor?.tag ?? [];
  void send(event(tags, cartDiscount(stores.cart, tags).cupom?.codigocupom));
}

/**
 * spec 5: why the shipping lookup may not run now, or null when it may. It runs only for pickup or when the
 * address has a cep, and only with products in the cart; an address outside the supplier's service area is
 * refused before asking for options.
 */
function deliveryHeldBack(stores: CheckoutDeps): 'idle' | 'outsideArea' | null {
  const { checkout, cart, session, supplier } = stores;
  const address = chosenAddress(checkout.addresses);
  const pickup = checkout.tipoEntrega === 'RETIRADA';
  if (!supplier.fornecedor?.idfornecedor || !session.usuario?.idcliente || cart.lines.length === 0 || (!pickup && !address?.cep)) return 'idle';
  if (!pickup && address?.lat !== undefined && address.lng !== undefined && !servesAddress(checkout.serviceArea.polygons, { lat: address.lat, lng: address.lng })) return 'outsideArea';
  return null;
}

/** An address change's lookup still waiting (spec 9), per checkout: its timer, and how to end it early. */
const addressWaits = new WeakMap<object, { timer: ReturnType<typeof setTimeout>; end: (elapsed: boolean) => void }>();

/** A newer lookup or address change replaces the one still waiting: it will ask nothing. */
function dropAddressWait(checkout: object): void {
  addressWaits.get(checkout)?.end(false);
}

/** An order about to be sent does not wait out the quiet time: the last address's options are asked now. */
function hurryAddressWait(checkout: object): void {
  addressWaits.get(checkout)?.end(true);
}

/**
 * spec 9 "Shipping by address wait", replacing any older one: `elapsed` is true once 2000 ms passed (or
 * the order hurried it), false when something newer (another address, another lookup) replaced the wait,
 * as `replaced` then says.
 */
function waitAfterAddressChange(checkout: object): { elapsed: Promise<boolean>; replaced: () => boolean } {
  dropAddressWait(checkout);
  let replaced = false;
  const elapsed = new Promise<boolean>((resolve) => {
    const end = (done: boolean) => {
      clearTimeout(timer);
      addressWaits.delete(checkout);
      replaced = !done;
      resolve(done);
    };
    const timer = setTimeout(() => end(true), SHIPPING_BY_ADDRESS_WAIT_MS);
    addressWaits.set(checkout, { timer, end });
  });
  return { elapsed, replaced: () => replaced };
}

/**
 * spec 5: the shipping lookup, when it may run (`deliveryHeldBack`). No option gives spec 8's message; a
 * server failure keeps its text for a sanitised warning. It replaces an address change's lookup still waiting.
 */
async function lookupDelivery(stores: CheckoutDeps, api: ApiClient): Promise<void> {
  const { checkout, session, supplier } = stores;
  dropAddressWait(checkout);
  const held = deliveryHeldBack(stores);
  const idfornecedor = supplier.fornecedor?.idfornecedor;
  const idcliente = session.usuario?.idcliente;
  if (held || !idfornecedor || !idcliente) {
    checkout.delivery = { status: held ?? 'idle', options: [], selected: null, date: null, serverHtml: null };
    return;
  }
  const address = chosenAddress(checkout.addresses);
  const pickup = checkout.tipoEntrega === 'RETIRADA';
  checkout.delivery = { ...checkout.delivery, status: 'loading', serverHtml: null };
  try {
    const options = await api.call('formasEntrega', {
      params: { idcliente, idfornecedor },
      query: { tipoEntrega: checkout.tipoEntrega, idendereco: pickup ? undefined : address?.idendereco, idformapagamento: checkout.payment.selected ?? undefined },
    });
    // Pickup options follow the stores in order; a delivery has its own.
    const preferred = pickup && checkout.pickupStore !== null ? options[checkout.pickupStore] : undefined;
    const selected = preferred ?? options.find((o) => o.id === checkout.delivery.selected) ?? options[0];
    checkout.delivery = {
      status: options.length ? 'loaded' : 'none',
      options,
      selected: selected?.id ?? null,
      date: selected?.data_de_entrega ?? null,
      serverHtml: null,
    };
  } catch (error) {
    const none = error instanceof ApiError && error.status === 404;
    checkout.delivery = {
      status: none ? 'none' : 'failed',
      options: [],
      selected: null,
      date: null,
      serverHtml: none ? null : serverTextOf(error) ?? null,
    };
  }
}

/**
 * spec 4: the requested type is kept only when the supplier offers both; the cart reloads.
 * @internal exported for its test; the app binds it in useCheckoutActions
 */
export const chooseDeliveryType = settles(async (stores, api, requested: TipoEntrega) => {
  stores.checkout.tipoEntrega = resolveDeliveryType(requested, deliveryChoices(stores));
  await reloadCart(stores, api);
  await lookupDelivery(stores, api);
});

/**
 * A new address reloads the cart at once (spec 4). Its delivery options are asked 2000 ms after the change
 * (spec 9 "Shipping by address wait", counted while the cart reloads): a shopper going through her addresses
 * makes one lookup, for the last. Meanwhile the options show as loading; an address that cannot be looked
 * up (no cep, outside the area) says so at once. Resolves when its lookup is done or replaced.
 */
export const chooseAddress = settles(async (stores, api, idendereco: string) => {
  const { checkout } = stores;
  checkout.addresses.selected = idendereco;
  const wait = waitAfterAddressChange(checkout);
  await reloadCart(stores, api);
  // Another address (or lookup) came meanwhile: it answers for the checkout.
  if (wait.replaced()) return;
  const held = deliveryHeldBack(stores);
  if (held) {
    dropAddressWait(checkout);
    checkout.delivery = { status: held, options: [], selected: null, date: null, serverHtml: null };
    return;
  }
  checkout.delivery = { ...checkout.delivery, status: 'loading', serverHtml: null };
  if (await wait.elapsed) await lookupDelivery(stores, api);
});

const chooseStore = settles(async (stores, api, index: number) => {
  stores.checkout.pickupStore = index;
  await lookupDelivery(stores, api);
});

export function chooseDeliveryOption(stores: CheckoutDeps, id: string): void {
  const option = stores.checkout.delivery.options.find((o) => o.id === id);
  if (!option) return;
  stores.checkout.delivery.selected = id;
  stores.checkout.delivery.date = option.data_de_entrega;
}

/** `agendamento`: a date the option offers (yyyy-mm-dd). */
export function chooseDeliveryDate(stores: CheckoutDeps, date: string): void {
  stores.checkout.delivery.date = date;
}

/**
 * spec 4: a new payment method reloads the cart (prices may vary by payment); a card must be given again.
 * @internal exported for its test; the app binds it in useCheckoutActions
 */
export const choosePayment = settles(async (stores, api, idformapagto: string) => {
  const { checkout } = stores;
  if (checkout.payment.selected === idformapagto) return;
  checkout.payment.selected = idformapagto;
  checkout.card = null;
  checkout.cardFailure = null;
  await reloadCart(stores, api);
  const method = selectedPayment(stores);
  if (method) track(stores, api, (tags, coupon) => addPaymentInfoEvent(stores.cart.lines, method.descricao, tags, coupon));
});

export function selectedPayment(stores: CheckoutDeps) {
  const { payment } = stores.checkout;
  return payment.methods.find((m) => m.idformapagto === payment.selected);
}

/** The delivery option in force: none while a new choice's options are on their way (the old one's fee and dates no longer hold). */
export function selectedDelivery(stores: Pick<TotalsSource, 'checkout'>) {
  const { delivery } = stores.checkout;
  return delivery.status === 'loaded' ? delivery.options.find((o) => o.id === delivery.selected) : undefined;
}

/**
 * What the totals read: the stores, or their snapshots in a render. Computed from the snapshots, the
 * totals re-render their component whenever anything they read changes (a coupon, a fee), which valtio
 * only tracks through the snapshot.
 */
interface TotalsSource {
  supplier: Snapshot<Pick<SupplierState, 'fornecedor'>>;
  cart: Snapshot<Pick<CartState, 'lines' | 'coupons'>>;
  checkout: Snapshot<Pick<CheckoutState, 'delivery'>>;
}

/** The order total the shopper sees: items less the coupon in force, plus the chosen delivery's fee, in cents. */
export function checkoutTotals(stores: TotalsSource): { itemsCents: number; discountCents: number; feeCents: number; totalCents: number; cupom: Cupom | undefined } {
  const tags = stores.supplier.fornecedor?.tag ?? [];
  const summary = cartSummary(stores.cart, tags);
  const itemsCents = summary.totalCents;
  const { cupom, discountCents } = cartDiscount(stores.cart, tags, summary.lines);
  const option = selectedDelivery(stores);
  const feeCents = option ? Math.round(option.valor * 100) : 0;
  return { itemsCents, discountCents, feeCents, totalCents: itemsCents - discountCents + feeCents, cupom };
}

/**
 * The card panel: the payment SDK call turns the card into a token (the card itself is never kept or
 * sent with the order). A refusal keeps the form and shows the gateway's text.
 */
export async function authoriseCard(stores: CheckoutDeps, api: ApiClient, card: Omit<DadosCartao, 'valor'>, parcelas: number): Promise<boolean> {
  const { checkout } = stores;
  checkout.cardStatus = 'tokenising';
  checkout.cardFailure = null;
  try {
    const valor = checkoutTotals(stores).totalCents / 100;
    const reply = await api.call('tokenPagamento', { body: { ...card, numero: card.numero.replace(/\D/g, ''), valor } });
    checkout.card = { ...reply, parcelas } satisfies CardAuthorisation;
    return true;
  } catch (error) {
    checkout.cardFailure = serverTextOf(error) ?? '';
    return false;
  } finally {
    checkout.cardStatus = 'idle';
  }
}

const itemNames = (payload: OrderPayload, stores: CheckoutDeps) =>
  payload.itens.map((item) => stores.cart.lines.find((l) => l.product.idproduto === item.idproduto)?.product.nome ?? item.idproduto).join(', ');

/** What the checkout screen adds to the order: the client and order characteristics answered (spec 3). */
export interface OrderExtras {
  caracteristicas?: readonly { id: string; valor: string }[];
}

/** Builds the payload from the cart and the checkout, or says what is missing. */
function orderPayload(stores: CheckoutDeps, caracteristicas?: OrderExtras['caracteristicas']): { ok: true; payload: OrderPayload } | { ok: false; failure: SubmitFailure } {
  const { cart, checkout, supplier, session } = stores;
  const method = selectedPayment(stores);
  const pickup = checkout.tipoEntrega === 'RETIRADA';
  const loja = checkout.pickupStore !== null ? checkout.serviceArea.lojas[checkout.pickupStore] : undefined;
  const result = buildOrderPayload({
    idfornecedor: supplier.fornecedor?.idfornecedor ?? '',
    lines: cartLines(cart),
    tipoEntrega: checkout.tipoEntrega,
    loja: pickup ? loja : undefined,
    endereco: pickup ? undefined : chosenAddress(checkout.addresses),
    dataEntrega: checkout.delivery.date ?? undefined,
    idformapagto: method?.idformapagto ?? '',
    cartao: method?.tipo === 'CARTAO' && checkout.card ? { token: checkout.card.token, parcelas: checkout.card.parcelas } : undefined,
    cupom: cartDiscount(cart, supplier.fornecedor?.tag ?? []).cupom?.codigocupom,
    anotacoes: cart.observacao,
    numPedidoCliente: cart.numPedidoCliente,
    idtipoassinatura: cart.subscription?.selected ?? undefined,
    caracteristicas,
    // spec 3: who else is behind the order (a representative, a linked login, an API key) and where it is billed.
    representante: session.representative?.idcliente,
    usuarioVinculado: actingLinkedUser(session),
    idapikeys: session.usuario?.idapikeys,
    enderecofaturamento: checkout.billing ?? undefined,
    lockedByAttendant: cart.locked,
  });
  if (!result.ok) return { ok: false, failure: { kind: result.error } };
  if (!session.usuario) return { ok: false, failure: { kind: 'loginRequired' } };
  if (checkout.delivery.status !== 'loaded' || !checkout.delivery.selected) return { ok: false, failure: { kind: 'deliveryRequired' } };
  if (!method) return { ok: false, failure: { kind: 'paymentRequired' } };
  if (method.tipo === 'CARTAO' && !checkout.card) return { ok: false, failure: { kind: 'cardRequired' } };
  return result;
}

/** What the submission page shows of the order besides the platform's answer. */
function orderSummary(stores: CheckoutDeps, payload: OrderPayload): Pick<SubmittedOrder, 'deliveryType' | 'payment' | 'items'> {
  const method = selectedPayment(stores);
  return {
    deliveryType: payload.tipoEntrega,
    payment: method ? { idformapagto: method.idformapagto, descricao: method.descricao, tipo: method.tipo } : undefined,
    items: stores.cart.lines.map((l) => ({ name: l.product.nome, quantity: l.quantity, unit: l.product.unidade })),
  };
}

/** The order went through; `numpedido` is null when neither the reply nor the duplicate check named it. */
function succeed(stores: CheckoutDeps, api: ApiClient, payload: OrderPayload, reply: Omit<RespostaPedido, 'numpedido'> & { numpedido: string | null }): SubmittedOrder {
  const order: SubmittedOrder = {
    orderNumber: reply.numpedido,
    total: reply.totalpedido,
    deliveryFee: reply.taxaentrega,
    successMessage: reply.mensagemSucesso,
    ...orderSummary(stores, payload),
    pix: reply.pix,
  };
  track(stores, api, (tags) => purchaseEvent({ ...reply, numpedido: reply.numpedido ?? '', cupom: payload.cupom || undefined }, stores.cart.lines, tags));
  const { checkout } = stores;
  checkout.lastOrder = order;
  checkout.card = null;
  checkout.submission = { status: 'submitted', failure: null, attempt: checkout.submission.attempt + 1 };
  // spec 4 "Order submission": success clears the cart.
  resetCart(stores.cart);
  return order;
}

function fail(stores: CheckoutDeps, failure: SubmitFailure): null {
  stores.checkout.submission = { ...stores.checkout.submission, status: 'failed', failure };
  return null;
}

/**
 * spec 4 and 8 "Order submission": a pending state that refuses a second submit; the waiting cart save
 * goes first; one idempotency key per attempt, kept across retries of the same order. A refusal that
 * names a duplicate shows it with the items; any other failure asks the duplicate check, which either
 * reports the same error or shows the order went through. A success carrying mensagemErro is checked
 * the same way. Nothing is lost on failure: the cart and the choices stay for another try.
 */
export async function submitOrder(stores: CheckoutDeps, api: ApiClient, extras: OrderExtras = {}, storage = browserStorage()): Promise<SubmittedOrder | null> {
  const { checkout, session, supplier } = stores;
  if (checkout.submission.status === 'pending') return null;
  const gate = canSubmitOrder(supplier.fornecedor?.tag ?? [], { authenticated: Boolean(session.usuario), approved: Boolean(session.usuario?.cadastro_aprovado) });
  if (!gate.allowed) return fail(stores, { kind: gate.reason === 'loginToBuy' ? 'loginRequired' : 'notApproved' });
  checkout.submission = { ...checkout.submission, status: 'pending', failure: null };
  await settled(checkout);
  await flushCartSave(stores.cart, cartContextFor(api, stores));
  const built = orderPayload(stores, extras.caracteristicas);
  if (!built.ok) return fail(stores, built.failure);
  const { payload } = built;
  const idcliente = session.usuario?.idcliente ?? '';
  const key = idempotencyKey(payload, checkout.submission.attempt, SESSION_ID);
  /**
   * spec 8: the duplicate check decides. An error it reports is shown (with the items); otherwise the
   * order is done, under the number the reply or the check gives, or none. When the check itself cannot
   * answer, a 2xx reply still stands as the order; a failed submit keeps the order here to send again
   * (with the same Idempotency-Key, so the platform cannot take it twice).
   */
  const settle = async (reply: RespostaPedido | undefined, serverText: string | undefined): Promise<SubmittedOrder | null> => {
    let check: RespostaDuplicidade;
    try {
      check = await api.call('verificarDuplicidade', { params: { idcliente }, body: payload });
    } catch {
      return reply ? succeed(stores, api, payload, { ...reply, numpedido: reply.numpedido ?? null }) : fail(stores, { kind: 'unavailable', serverText });
    }
    if (check.duplicado || check.mensagemErro) return fail(stores, { kind: 'duplicate', message: check.mensagemErro ?? DUPLICATE_TEXT, itens: itemNames(payload, stores) });
    return succeed(stores, api, payload, { ...reply, numpedido: reply?.numpedido ?? check.numpedido ?? null });
  };
  // Issue 10 faults: a reload before the answer must not bring the ordered items back (pendingSubmission.ts).
  markSubmission(storage, { key, idcliente, payload, order: orderSummary(stores, payload), at: Date.now() });
  try {
    const reply = await api.call('enviarPedido', { params: { idcliente }, body: payload, headers: { 'Idempotency-Key': key } });
    // spec 8: a success carrying mensagemErro, with or without numpedido, asks the duplicate check (so does one without a number).
    if (reply.mensagemErro || !reply.numpedido) return await settle(reply, reply.mensagemErro);
    return succeed(stores, api, payload, { ...reply, numpedido: reply.numpedido });
  } catch (error) {
    const serverText = serverTextOf(error);
    // spec 7: a 429 goes to its route; the order stays here.
    if (error instanceof ApiError && error.isTooManyRequests) return fail(stores, { kind: 'unavailable', serverText });
    if (serverText?.includes(DUPLICATE_TEXT)) return fail(stores, { kind: 'duplicate', message: serverText, itens: itemNames(payload, stores) });
    // spec 8: every other failure asks the duplicate check; without an error there, the order went through.
    return await settle(undefined, serverText);
  } finally {
    clearSubmission(storage);
  }
}

/** The PIX panel's "new code": the platform issues a fresh charge for the order. */
export async function reissuePix(stores: CheckoutDeps, api: ApiClient): Promise<boolean> {
  const order = stores.checkout.lastOrder;
  const idcliente = stores.session.usuario?.idcliente;
  if (!order?.orderNumber || !idcliente) return false;
  try {
    order.pix = await api.call('gerarRecibo', { params: { numpedido: order.orderNumber, idcliente } });
    return true;
  } catch {
    return false;
  }
}

/** The PIX waiting state asks the order's status until it is paid. */
async function orderPaid(api: ApiClient, numpedido: string): Promise<boolean> {
  const order = await api.call('pedido', { params: { numpedido } });
  return order.status !== 'AGUARDANDOPAGAMENTO';
}

/** The checkout's choices, payment and submission (spec 4), bound once to the app's stores and API client. */
export function useCheckoutActions() {
  return useBound(({ stores, api }) => ({
    chooseDeliveryType: (requested: TipoEntrega) => chooseDeliveryType(stores, api, requested),
    chooseAddress: (idendereco: string) => chooseAddress(stores, api, idendereco),
    chooseStore: (index: number) => chooseStore(stores, api, index),
    choosePayment: (idformapagto: string) => choosePayment(stores, api, idformapagto),
    submitOrder: (extras?: OrderExtras) => submitOrder(stores, api, extras),
    authoriseCard: (card: Omit<DadosCartao, 'valor'>, parcelas: number) => authoriseCard(stores, api, card, parcelas),
    reissuePix: () => reissuePix(stores, api),
    orderPaid: (numpedido: string) => orderPaid(api, numpedido),
  }));
}
