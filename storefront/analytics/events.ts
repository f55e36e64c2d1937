/**
 * GA4 e-commerce events of the shopping journey (spec 1: "Cart and purchase events are tracked (currency
 * BRL in events)"), as pure builders: the tracker (tracker.ts) decides whether and where they are sent.
 * Money is summed in cents (domain/money) and given to GA4 in reais.
 */
import { cartTotals, type ChosenService } from '@storefront/domain/cart';
import { timesQuantity, toCents, toReais } from '@storefront/domain/money';
import { unitPrice } from '@storefront/domain/pricing';
import { roundQuantity, toMilli } from '@storefront/domain/quantity';
import type { Produto } from '@storefront/domain/types';

/** spec 9 "Tracking currency". */
const TRACKING_CURRENCY = 'BRL';

/** spec 3 supplier tag: without it no event is sent. */
const TAG_GA4_EVENTS = 'enable-google-analytics-ga4-version-tag-events';

type Ga4EventName =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/** A GA4 item: the unit price in reais, the quantity of the event (not of the cart line). */
type Ga4Item = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
};

/**
 * One event, flat as gtag reads it (`gtag('event', event, params)`) and as the log call receives it
 * (spec 7 `POST v4/log/google-analytics/{id}`, "body the event"). A `type`, so it is a JSON record.
 */
export type AnalyticsEvent = {
  event: Ga4EventName;
  currency: typeof TRACKING_CURRENCY;
  /** In reais. */
  value: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  coupon?: string;
  payment_type?: string;
  transaction_id?: string;
  shipping?: number;
};

/** A cart line as the state keeps it (CartLineState is one). */
export interface TrackedLine {
  readonly product: Produto;
  readonly quantity: number;
  /** Gift-wrapped: its packaging counts in the value. */
  readonly giftWrap?: boolean;
  readonly services?: readonly ChosenService[];
}

/** The GA4 parameters of an event, without the name (what `gtag('event', name, params)` takes). */
export function eventParams(event: AnalyticsEvent): Omit<AnalyticsEvent, 'event'> {
  const params: Omit<AnalyticsEvent, 'event'> & { event?: Ga4EventName } = { ...event };
  delete params.event;
  return params;
}

/** spec 3/5: events only with the supplier's GA4 tag and the shopper's consent to performance cookies. */
export function trackingAllowed(tags: readonly string[], preferences: { readonly performance: boolean }): boolean {
  return preferences.performance && tags.includes(TAG_GA4_EVENTS);
}

function item(product: Produto, quantity: number, unitCents: number): Ga4Item {
  return { item_id: product.idproduto, item_name: product.nome, price: toReais(unitCents), quantity: roundQuantity(quantity) };
}

function sumValue(items: readonly { unitCents: number; quantity: number }[]): number {
  return toReais(items.reduce((sum, i) => sum + timesQuantity(i.unitCents, toMilli(i.quantity)), 0));
}

/** A catalogue page was shown (the products of that page only); the value is one of each at its list price. */
export function viewItemListEvent(products: readonly Produto[], list: { id?: string; name?: string } = {}): AnalyticsEvent {
  const priced = products.map((p) => ({ product: p, quantity: 1, unitCents: unitPrice(p, 1).cents }));
  return {
    event: 'view_item_list',
    currency: TRACKING_CURRENCY,
    value: sumValue(priced),
    items: priced.map((p) => item(p.product, p.quantity, p.unitCents)),
    ...(list.id ? { item_list_id: list.id } : {}),
    ...(list.name ? { item_list_name: list.name } : {}),
  };
}

/** One product was opened (details, extra services): one unit at the unit price rule for one unit. */
export function viewItemEvent(product: Produto, tags: readonly string[] = []): AnalyticsEvent {
  const unitCents = unitPrice(product, 1, tags).cents;
  return { event: 'view_item', currency: TRACKING_CURRENCY, value: toReais(unitCents), items: [item(product, 1, unitCents)] };
}

/**
 * A quantity change of a cart line: add_to_cart for more, remove_from_cart for less, the difference as
 * the quantity, priced by the unit price rule at the resulting (add) or former (remove) quantity.
 * Null when the quantity did not change (a locked cart, a cap already reached).
 */
export function cartChangeEvent(product: Produto, from: number, to: number, tags: readonly string[] = []): AnalyticsEvent | null {
  const difference = roundQuantity(to - from);
  if (difference === 0) return null;
  const quantity = Math.abs(difference);
  const unitCents = unitPrice(product, difference > 0 ? to : from, tags).cents;
  return {
    event: difference > 0 ? 'add_to_cart' : 'remove_from_cart',
    currency: TRACKING_CURRENCY,
    value: sumValue([{ unitCents, quantity }]),
    items: [item(product, quantity, unitCents)],
  };
}

/** The whole cart, priced as the shopper sees it (gift wrapping included in the value, spec 4). */
function cartEvent(event: Ga4EventName, lines: readonly TrackedLine[], tags: readonly string[], coupon: string | undefined): AnalyticsEvent {
  const totals = cartTotals(
    lines.map((l) => ({ product: { ...l.product, embalarParaPresente: l.giftWrap ?? l.product.embalarParaPresente }, quantity: l.quantity, services: l.services })),
    tags,
  );
  return {
    event,
    currency: TRACKING_CURRENCY,
    value: toReais(totals.totalCents),
    items: totals.lines.map((l) => item(l.product, l.quantity, l.unitCents)),
    ...(coupon ? { coupon } : {}),
  };
}

/** The shopper starts the checkout with these lines. */
export function beginCheckoutEvent(lines: readonly TrackedLine[], tags: readonly string[] = [], coupon?: string): AnalyticsEvent {
  return cartEvent('begin_checkout', lines, tags, coupon);
}

/** A payment method was chosen (`payment_type` is its name, e.g. 'PIX', 'Cartão de crédito'). */
export function addPaymentInfoEvent(lines: readonly TrackedLine[], paymentType: string, tags: readonly string[] = [], coupon?: string): AnalyticsEvent {
  return { ...cartEvent('add_payment_info', lines, tags, coupon), payment_type: paymentType };
}

/**
 * An order was submitted (spec 3 "Order response"): the transaction is the order number, the value the
 * order total the server answered (its discounts and fees), falling back to the cart's own total.
 */
export function purchaseEvent(
  order: { numpedido: string; totalpedido?: number; taxaentrega?: number; cupom?: string },
  lines: readonly TrackedLine[],
  tags: readonly string[] = [],
): AnalyticsEvent {
  const cart = cartEvent('purchase', lines, tags, order.cupom);
  return {
    ...cart,
    transaction_id: order.numpedido,
    ...(order.totalpedido !== undefined && Number.isFinite(order.totalpedido) ? { value: toReais(toCents(order.totalpedido)) } : {}),
    ...(order.taxaentrega ? { shipping: toReais(toCents(order.taxaentrega)) } : {}),
  };
}
