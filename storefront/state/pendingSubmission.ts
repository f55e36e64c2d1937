import type { ApiClient } from '@storefront/api/client';
import type { OrderPayload } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { PENDING_SUBMISSION_KEY } from '@storefront/domain/persistence';
import type { SubmittedOrder } from './checkoutStore';
import { PENDING_SUBMISSION_MAX_AGE_MS } from './constants';

/*
 * Issue 10 faults, "reload during submission": an order is sent with an Idempotency-Key
 * (ASSUMPTIONS.md). A reload (or a closed tab) while it is on its way loses its answer, and the start
 * would then put the saved cart back over the cart the order emptied. So, before the order goes, a
 * marker with its key and payload is kept in the browser; on start, a marker left behind is resolved
 * by sending the same order with the same key: the platform answers with the order that key made (or
 * makes it, the shopper having asked for it), and the saved cart is not restored.
 */

/** spec 8: the platform's words for an order repeated within seconds. */
export const DUPLICATE_TEXT = 'Um pedido idêntico foi feito há poucos segundos.';

/** What is kept while an order is on its way. */
export interface PendingSubmission {
  /** The Idempotency-Key the order was sent with. */
  key: string;
  idcliente: string;
  payload: OrderPayload;
  /** What the submission page shows of the order; the platform's answer adds its number and totals. */
  order: MarkedOrder;
  /** When it was sent (ms since the epoch). */
  at: number;
}

type MarkedOrder = Pick<SubmittedOrder, 'deliveryType' | 'payment' | 'items'>;

/** How a marker left behind was resolved. */
export type SubmissionOutcome =
  /** No marker, or one that cannot be acted on (unreadable, too old, another client's). */
  | { kind: 'none' }
  /** The platform holds the order; `order` is null when only its duplicate refusal says so. */
  | { kind: 'placed'; idfornecedor: string; order: SubmittedOrder | null }
  /** The platform refused the order: the cart stays the shopper's. */
  | { kind: 'refused' }
  /** No answer (no network, server fault): the marker stays for the next start. */
  | { kind: 'unknown'; idfornecedor: string };

/** Kept before the order is sent. A storage that refuses leaves the shop as it was before this rule. */
export function markSubmission(storage: Storage | undefined, pending: PendingSubmission): void {
  try {
    storage?.setItem(PENDING_SUBMISSION_KEY, JSON.stringify(pending));
  } catch {
    // Quota or blocked storage: the order goes all the same.
  }
}

/** The submission ended, either way, in this page: nothing is left to resolve. */
export function clearSubmission(storage: Storage | undefined): void {
  try {
    storage?.removeItem(PENDING_SUBMISSION_KEY);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The marker, if one is there and readable (the storage is the shopper's: anything may be in it).
 * @internal exported for its test
 */
export function readSubmission(storage: Storage | undefined): PendingSubmission | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(PENDING_SUBMISSION_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { key, idcliente, payload, order, at } = parsed;
  if (typeof key !== 'string' || !key || typeof idcliente !== 'string' || !idcliente || typeof at !== 'number') return null;
  if (!isRecord(payload) || typeof payload.idfornecedor !== 'string' || !Array.isArray(payload.itens)) return null;
  const marked = isRecord(order) ? markedOrder(order) : null;
  if (!marked) return null;
  return { key, idcliente, payload: payload as unknown as OrderPayload, order: marked, at };
}

/**
 * The order's summary as a marker keeps it. A marker an earlier version left names its fields in
 * Portuguese (`tipoEntrega`, `pagamento`, `itens` of `nome`, `quantidade`, `unidade`): it is read too,
 * so an order a reload interrupted across an update still finds its page.
 */
function markedOrder(order: Record<string, unknown>): MarkedOrder | null {
  const deliveryType = order.deliveryType ?? order.tipoEntrega;
  const items = order.items ?? order.itens;
  if ((deliveryType !== 'DELIVERY' && deliveryType !== 'RETIRADA') || !Array.isArray(items)) return null;
  const payment = (order.payment ?? order.pagamento) as MarkedOrder['payment'];
  return {
    deliveryType,
    payment: isRecord(payment) ? payment : undefined,
    items: items
      .filter(isRecord)
      .map((item) => ({ name: text(item.name ?? item.nome), quantity: Number(item.quantity ?? item.quantidade), unit: text(item.unit ?? item.unidade) }))
      .filter((item) => Number.isFinite(item.quantity)),
  };
}

/**
 * On start, once the saved session is back: a marker of this client, recent enough, is resolved by
 * sending its order again with the same key. The answer's order is the one a reload interrupted
 * (or, had the first request never arrived, the one the shopper asked for): `placed`. A refusal that
 * names a duplicate (spec 8) says the order exists too. Any other refusal: `refused`. No answer:
 * `unknown`, and the marker stays. Never rejects.
 */
export async function resolveSubmission(api: ApiClient, storage: Storage | undefined, idcliente: string | undefined, now = Date.now()): Promise<SubmissionOutcome> {
  const pending = readSubmission(storage);
  if (!pending || pending.idcliente !== idcliente || now - pending.at > PENDING_SUBMISSION_MAX_AGE_MS || now < pending.at) {
    clearSubmission(storage);
    return { kind: 'none' };
  }
  const { idfornecedor } = pending.payload;
  try {
    const reply = await api.call('enviarPedido', { params: { idcliente: pending.idcliente }, body: pending.payload, headers: { 'Idempotency-Key': pending.key } });
    clearSubmission(storage);
    if (!reply.numpedido) return { kind: 'refused' };
    return {
      kind: 'placed',
      idfornecedor,
      order: {
        ...pending.order,
        orderNumber: reply.numpedido,
        total: reply.totalpedido,
        deliveryFee: reply.taxaentrega,
        successMessage: reply.mensagemSucesso,
        pix: reply.pix,
      },
    };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 0 || status === 429 || status >= 500) return { kind: 'unknown', idfornecedor };
    clearSubmission(storage);
    if (error instanceof ApiError && error.serverMessage?.includes(DUPLICATE_TEXT)) return { kind: 'placed', idfornecedor, order: null };
    return { kind: 'refused' };
  }
}
