import { compact, type Problems } from './forms';
import { orderSteps, type OrderStatus, type OrderStep } from './statuses';
import type { TipoEntrega } from './types';

/** What the order rules read of an order (the list item and the details share it). */
export interface OrderLike {
  numpedido: string;
  data: string;
  status: OrderStatus;
  tipoEntrega: TipoEntrega;
  totalpedido: number;
  /** spec 3 "Order list": `data` is in the new format (see `parseOrderDate`). */
  newformatdata?: boolean;
  orcamento: boolean;
}

/** spec 3 "Order list": a plain list, or a page of it. */
export type OrderListReply<T> =
  | readonly T[]
  | { data: readonly T[]; totalPages: number; totalItems: number; currentPage?: number; limit?: number; page?: number };

export interface OrderListPage<T> {
  orders: T[];
  /** The page this reply holds (1 for a plain list). */
  page: number;
  totalPages: number;
  totalItems: number;
  /** A plain list is the whole history at once: there is no next page to ask for. */
  paged: boolean;
}

/** spec 3: both shapes of the order list as one. */
export function normaliseOrderList<T>(reply: OrderListReply<T>): OrderListPage<T> {
  if (!('data' in reply)) return { orders: [...reply], page: 1, totalPages: 1, totalItems: reply.length, paged: false };
  return {
    orders: [...reply.data],
    page: reply.currentPage ?? reply.page ?? 1,
    totalPages: Math.max(1, reply.totalPages),
    // A server count below what it sent (an order placed meanwhile) never hides orders.
    totalItems: Math.max(reply.totalItems, reply.data.length),
    paged: true,
  };
}

/** The next page appended: an order that moved to it since the last page (a new order pushes them) is kept once. */
export function appendOrders<T extends Pick<OrderLike, 'numpedido'>>(loaded: readonly T[], next: readonly T[]): T[] {
  const known = new Set(loaded.map((o) => o.numpedido));
  return [...loaded, ...next.filter((o) => !known.has(o.numpedido))];
}

const OLD_FORMAT = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const NEW_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Brasília: the old format carries no zone (UTC-3, no daylight saving since 2019). */
const BRASILIA_OFFSET_H = 3;

function parseOld(text: string): Date | null {
  const m = OLD_FORMAT.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute, second] = m.slice(1).map((part: string | undefined) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour + BRASILIA_OFFSET_H, minute, second));
  // 31/02 and 25:00 are not dates (Date.UTC would roll them over).
  const local = new Date(date.getTime() - BRASILIA_OFFSET_H * 3_600_000);
  const valid = local.getUTCDate() === day && local.getUTCMonth() === month - 1 && hour < 24 && minute < 60 && second < 60;
  return valid ? date : null;
}

function parseNew(text: string): Date | null {
  if (!NEW_FORMAT.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * spec 3 "Order history may use a new data format flag (newformatdata)". Our reading (ASSUMPTIONS.md):
 * the old format is `dd/MM/yyyy HH:mm[:ss]` (time optional) in Brasília time; the new one, flagged by
 * `newformatdata: true`, is ISO 8601 with its zone. The flagged format is tried first, then the other,
 * so a platform mid-migration still shows its dates; anything else is no date (null).
 */
export function parseOrderDate(text: string, newFormat: boolean | undefined): Date | null {
  const value = text.trim();
  return newFormat ? (parseNew(value) ?? parseOld(value)) : (parseOld(value) ?? parseNew(value));
}

/** The order's date as a time, for sorting; an unreadable date sorts as the oldest. */
const timeOf = (order: OrderLike) => parseOrderDate(order.data, order.newformatdata)?.getTime() ?? Number.NEGATIVE_INFINITY;

/** The sort options of the order list (spec 2 "sort by"). */
const ORDER_SORTS = ['newest', 'oldest', 'highestTotal', 'lowestTotal'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export function isOrderSort(value: unknown): value is OrderSort {
  return ORDER_SORTS.includes(value as OrderSort);
}

/** The loaded orders in the chosen order; ties keep the newest order number first. */
export function sortOrders<T extends OrderLike>(orders: readonly T[], sort: OrderSort): T[] {
  const compare: Record<OrderSort, (a: T, b: T) => number> = {
    newest: (a, b) => timeOf(b) - timeOf(a),
    oldest: (a, b) => timeOf(a) - timeOf(b),
    highestTotal: (a, b) => b.totalpedido - a.totalpedido,
    lowestTotal: (a, b) => a.totalpedido - b.totalpedido,
  };
  const byNumber = (a: T, b: T) => b.numpedido.localeCompare(a.numpedido, 'pt-BR', { numeric: true });
  return [...orders].sort((a, b) => compare[sort](a, b) || byNumber(a, b));
}

/** The two lists of the order screen: orders and quotes (orçamentos). */
export type OrderKind = 'pedidos' | 'orcamentos';

export function isQuote(order: Pick<OrderLike, 'orcamento' | 'status'>): boolean {
  return order.orcamento || order.status.startsWith('ORCAMENTO');
}

export function ordersOfKind<T extends OrderLike>(orders: readonly T[], kind: OrderKind): T[] {
  return orders.filter((o) => isQuote(o) === (kind === 'orcamentos'));
}

export interface OrderProgress {
  steps: OrderStep[];
  /** The step the order is at (ENTREGUE once delivered, CANCELADO when cancelled). */
  currentId: OrderStatus;
  cancelled: boolean;
}

/**
 * spec 4 "Order statuses" for one order: quotes start ORCAMENTO_NOVO then ORCAMENTO_PRECIFICADO, delivery
 * ends EMENTREGA then ENTREGUE, pickup PRONTO_RETIRADA then ENTREGUE; a cancelled order shows the steps it
 * went through and ends CANCELADO.
 */
export function orderProgress(order: Pick<OrderLike, 'status' | 'tipoEntrega' | 'orcamento'> & { historico?: readonly { status: OrderStatus }[] }): OrderProgress {
  const history = (order.historico ?? []).map((h) => h.status);
  // A flagged quote keeps its two quote steps in front, even when its history does not name them.
  const steps = orderSteps(order.status, order.tipoEntrega, order.orcamento ? ['ORCAMENTO_NOVO', ...history] : history);
  // Only a delivered order has no current step: every step is done.
  const currentId = steps.find((s) => s.state === 'current')?.status ?? 'ENTREGUE';
  return { steps, currentId, cancelled: order.status === 'CANCELADO' };
}

/** Statuses in which the order is not paid yet, nor cancelled: its payment method may still change (spec 7). */
const PAYMENT_OPEN: readonly OrderStatus[] = ['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO'];

export function canChangePaymentMethod(status: OrderStatus): boolean {
  return PAYMENT_OPEN.includes(status);
}

export interface OrderTotals {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
}

/**
 * The totals of the details: items, delivery fee, the coupon discount the order carries (`dadospedido`)
 * and the platform's own total (never recomputed: the platform may have priced things we do not see).
 */
export function orderTotals(order: { itens: readonly { total: number }[]; taxaentrega: number; totalpedido: number; desconto?: number }): OrderTotals {
  const cents = (value: number) => Math.round(value * 100);
  const subtotal = order.itens.reduce((sum, item) => sum + cents(item.total), 0);
  return { subtotal: subtotal / 100, deliveryFee: cents(order.taxaentrega) / 100, discount: cents(order.desconto ?? 0) / 100, total: cents(order.totalpedido) / 100 };
}

/** Beyond the spec: a rating comment is kept short enough to read on a phone. */
export const RATING_COMMENT_MAX = 500;

export type RatingError = 'ratingRequired' | 'commentTooLong';

/** The rating form: the stars chosen (none yet: `null`) and the comment. */
export interface RatingForm {
  nota: number | null;
  comentario: string;
}

/** A rating is 1 to 5 stars with an optional comment (spec 7 `avaliar`). */
export function validateRating(form: RatingForm): Problems<RatingForm, RatingError> {
  const { nota, comentario } = form;
  return compact<RatingForm, RatingError>([
    ['nota', nota === null || !Number.isInteger(nota) || nota < 1 || nota > 5 ? 'ratingRequired' : undefined],
    ['comentario', comentario.trim().length > RATING_COMMENT_MAX ? 'commentTooLong' : undefined],
  ]);
}

/** Beyond the spec: a delivered order, not rated yet, asks for its rating. */
export function canRate(order: Pick<OrderLike, 'status'> & { avaliacao?: unknown }): boolean {
  return order.status === 'ENTREGUE' && !order.avaliacao;
}
