import type { TipoEntrega } from './types';

/**
 * spec 4 "Order statuses": the ten statuses.
 * @internal exported for the tests and the mock platform's orders (OrderStatus is the app's)
 */
export const ORDER_STATUSES = [
  'ORCAMENTO_NOVO',
  'ORCAMENTO_PRECIFICADO',
  'ENVIADO',
  'SEPARANDO',
  'AGUARDANDOPAGAMENTO',
  'PAGO',
  'EMENTREGA',
  'PRONTO_RETIRADA',
  'ENTREGUE',
  'CANCELADO',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The catalogue id of a status's words: ORCAMENTO_NOVO -> `status.orcamentoNovo`. */
export function statusMessageId(status: OrderStatus): string {
  return `status.${status.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

type StepState = 'done' | 'current' | 'upcoming';

export interface OrderStep {
  status: OrderStatus;
  state: StepState;
}

const QUOTE: OrderStatus[] = ['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO'];
const COMMON: OrderStatus[] = ['ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO', 'PAGO'];

/**
 * spec 4: the statuses as the steps a shopper follows. Pickup ends "pronto para retirada" then
 * "entregue", delivery "em entrega" then "entregue"; quotes start with their two steps. A cancelled
 * order keeps the steps it went through and ends with CANCELADO.
 */
export function orderSteps(status: OrderStatus, tipoEntrega: TipoEntrega, history: readonly OrderStatus[] = []): OrderStep[] {
  const isQuote = [status, ...history].some((s) => QUOTE.includes(s));
  const path = [...(isQuote ? QUOTE : []), ...COMMON, tipoEntrega === 'RETIRADA' ? 'PRONTO_RETIRADA' : 'EMENTREGA', 'ENTREGUE'] as OrderStatus[];
  if (status === 'CANCELADO') {
    const reached = path.filter((s) => history.includes(s));
    return [...reached.map((s) => ({ status: s, state: 'done' as const })), { status: 'CANCELADO', state: 'current' }];
  }
  // EMENTREGA on a pickup order (or PRONTO_RETIRADA on a delivery) stands where its twin step is.
  const at = path.indexOf(status) >= 0 ? path.indexOf(status) : path.length - 2;
  return path.map((s, i) => ({ status: s, state: i < at ? 'done' : i === at ? (s === 'ENTREGUE' ? 'done' : 'current') : 'upcoming' }));
}
