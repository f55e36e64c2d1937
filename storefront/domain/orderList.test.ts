import { describe, expect, it } from 'vitest';
import {
  appendOrders,
  canChangePaymentMethod,
  canRate,
  isOrderSort,
  isQuote,
  normaliseOrderList,
  orderProgress,
  ordersOfKind,
  orderTotals,
  parseOrderDate,
  validateRating,
  RATING_COMMENT_MAX,
  sortOrders,
  type OrderLike,
} from './orderList';
import { ORDER_STATUSES } from './statuses';

const order = (numpedido: string, data: string, totalpedido: number, extra: Partial<OrderLike> = {}): OrderLike => ({
  numpedido,
  data,
  status: 'ENVIADO',
  tipoEntrega: 'DELIVERY',
  totalpedido,
  orcamento: false,
  ...extra,
});

describe('spec 3 "Order list": a plain list or a page', () => {
  it('a plain list is the whole history, one page', () => {
    const list = [order('1', '01/11/2026', 10), order('2', '02/11/2026', 20)];
    expect(normaliseOrderList(list)).toEqual({ orders: list, page: 1, totalPages: 1, totalItems: 2, paged: false });
  });

  it.each([
    ['currentPage', { currentPage: 2, page: 9 }, 2],
    ['page when currentPage is missing', { page: 3 }, 3],
    ['page 1 when neither is sent', {}, 1],
  ])('a page reads %s', (_, pageFields, page) => {
    const reply = { data: [order('1', '01/11/2026', 10)], totalPages: 4, totalItems: 19, limit: 6, ...pageFields };
    expect(normaliseOrderList(reply)).toEqual({ orders: reply.data, page, totalPages: 4, totalItems: 19, paged: true });
  });

  it('never counts fewer orders than it holds, nor fewer than one page', () => {
    expect(normaliseOrderList({ data: [order('1', '', 1), order('2', '', 1)], totalPages: 0, totalItems: 1 })).toMatchObject({ totalItems: 2, totalPages: 1 });
  });

  it('appends the next page without repeating an order that moved onto it', () => {
    expect(appendOrders([order('9', '', 1), order('8', '', 1)], [order('8', '', 1), order('7', '', 1)]).map((o) => o.numpedido)).toEqual(['9', '8', '7']);
  });
});

describe('order dates in the old and the new format (newformatdata)', () => {
  it.each([
    ['old format with time, Brasília', '05/11/2026 13:45', false, '2026-11-05T16:45:00.000Z'],
    ['old format with seconds', '05/11/2026 13:45:10', undefined, '2026-11-05T16:45:10.000Z'],
    ['old format, date only', ' 31/12/2026 ', false, '2026-12-31T03:00:00.000Z'],
    ['new format, UTC', '2026-11-05T16:45:00.000Z', true, '2026-11-05T16:45:00.000Z'],
    ['new format with an offset', '2026-11-05T13:45:00-03:00', true, '2026-11-05T16:45:00.000Z'],
    ['new format without seconds', '2026-11-05T16:45Z', true, '2026-11-05T16:45:00.000Z'],
    ['an old date though flagged new', '05/11/2026 13:45', true, '2026-11-05T16:45:00.000Z'],
    ['a new date though not flagged', '2026-11-05T16:45:00Z', false, '2026-11-05T16:45:00.000Z'],
  ])('%s', (_, text, flag, iso) => {
    expect(parseOrderDate(text, flag)?.toISOString()).toBe(iso);
  });

  it.each([
    ['a day past the month', '31/02/2026'],
    ['a month past the year', '01/13/2026'],
    ['an hour past the day', '01/11/2026 24:00'],
    ['a minute past the hour', '01/11/2026 10:60'],
    ['a second past the minute', '01/11/2026 10:10:60'],
    ['an ISO date without its zone', '2026-11-05T16:45:00'],
    ['an ISO shape that is no date', '2026-19-45T16:45:00Z'],
    ['words', 'ontem'],
  ])('%s is no date', (_, text) => {
    expect(parseOrderDate(text, false)).toBeNull();
    expect(parseOrderDate(text, true)).toBeNull();
  });
});

describe('sorting the order list (spec 2 "sort by")', () => {
  const list = [
    order('4501', '01/11/2026 10:00', 50),
    order('4503', '2026-11-03T10:00:00Z', 20, { newformatdata: true }),
    order('4502', '02/11/2026 10:00', 80),
    order('4500', 'sem data', 50),
  ];
  it.each([
    ['newest', ['4503', '4502', '4501', '4500']],
    ['oldest', ['4500', '4501', '4502', '4503']],
    ['highestTotal', ['4502', '4501', '4500', '4503']],
    ['lowestTotal', ['4503', '4501', '4500', '4502']],
  ] as const)('%s', (sort, expected) => {
    expect(sortOrders(list, sort).map((o) => o.numpedido)).toEqual(expected);
  });

  it('knows its options', () => {
    expect(isOrderSort('oldest')).toBe(true);
    expect(isOrderSort('cheapest')).toBe(false);
  });
});

describe('orders and quotes', () => {
  it('a quote is flagged or still in a quote status', () => {
    expect(isQuote({ orcamento: true, status: 'ENVIADO' })).toBe(true);
    expect(isQuote({ orcamento: false, status: 'ORCAMENTO_NOVO' })).toBe(true);
    expect(isQuote({ orcamento: false, status: 'PAGO' })).toBe(false);
    const list = [order('1', '', 1), order('2', '', 1, { orcamento: true })];
    expect(ordersOfKind(list, 'pedidos').map((o) => o.numpedido)).toEqual(['1']);
    expect(ordersOfKind(list, 'orcamentos').map((o) => o.numpedido)).toEqual(['2']);
  });
});

describe('spec 4 status steps of an order', () => {
  const view = (p: ReturnType<typeof orderProgress>) => p.steps.map((s) => `${s.status}:${s.state}`);

  it('delivery ends out for delivery, then delivered', () => {
    const p = orderProgress({ status: 'EMENTREGA', tipoEntrega: 'DELIVERY', orcamento: false });
    expect(view(p).slice(-2)).toEqual(['EMENTREGA:current', 'ENTREGUE:upcoming']);
    expect(p).toMatchObject({ currentId: 'EMENTREGA', cancelled: false });
  });

  it('pickup ends ready for pickup, then delivered', () => {
    const p = orderProgress({ status: 'ENTREGUE', tipoEntrega: 'RETIRADA', orcamento: false, historico: [{ status: 'ENVIADO' }] });
    expect(p.steps.map((s) => s.status).slice(-2)).toEqual(['PRONTO_RETIRADA', 'ENTREGUE']);
    expect(p.steps.every((s) => s.state === 'done')).toBe(true);
    expect(p.currentId).toBe('ENTREGUE');
  });

  it('a quote starts new, then priced, even when its history does not say so', () => {
    expect(view(orderProgress({ status: 'ORCAMENTO_PRECIFICADO', tipoEntrega: 'DELIVERY', orcamento: true })).slice(0, 2)).toEqual([
      'ORCAMENTO_NOVO:done',
      'ORCAMENTO_PRECIFICADO:current',
    ]);
    expect(orderProgress({ status: 'ENVIADO', tipoEntrega: 'DELIVERY', orcamento: true }).steps[0]?.status).toBe('ORCAMENTO_NOVO');
  });

  it('a cancelled order shows the steps it went through, then cancelled', () => {
    const p = orderProgress({ status: 'CANCELADO', tipoEntrega: 'DELIVERY', orcamento: false, historico: [{ status: 'ENVIADO' }, { status: 'CANCELADO' }] });
    expect(view(p)).toEqual(['ENVIADO:done', 'CANCELADO:current']);
    expect(p).toMatchObject({ currentId: 'CANCELADO', cancelled: true });
  });
});

describe('changing the payment method of an order (spec 7)', () => {
  it('only before it is paid, and never when cancelled', () => {
    expect(ORDER_STATUSES.filter(canChangePaymentMethod)).toEqual(['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO']);
  });
});

describe('order totals', () => {
  const itens = [{ total: 10.1 }, { total: 20.2 }];
  it('takes the discount the order carries', () => {
    expect(orderTotals({ itens, taxaentrega: 12.9, totalpedido: 38.2, desconto: 5 })).toEqual({ subtotal: 30.3, deliveryFee: 12.9, discount: 5, total: 38.2 });
  });
  it('no discount when the order carries none', () => {
    expect(orderTotals({ itens, taxaentrega: 0, totalpedido: 30.3 })).toEqual({ subtotal: 30.3, deliveryFee: 0, discount: 0, total: 30.3 });
  });
});

describe('rating an order', () => {
  it('a delivered order not rated yet asks for it', () => {
    expect(canRate({ status: 'ENTREGUE' })).toBe(true);
    expect(canRate({ status: 'ENTREGUE', avaliacao: { nota: 4 } })).toBe(false);
    expect(canRate({ status: 'EMENTREGA' })).toBe(false);
  });

  it.each<[number | null, string, ReturnType<typeof validateRating>]>([
    [null, '', { nota: 'ratingRequired' }],
    [0, '', { nota: 'ratingRequired' }],
    [6, '', { nota: 'ratingRequired' }],
    [3.5, '', { nota: 'ratingRequired' }],
    [5, 'x'.repeat(RATING_COMMENT_MAX + 1), { comentario: 'commentTooLong' }],
    [null, 'x'.repeat(RATING_COMMENT_MAX + 1), { nota: 'ratingRequired', comentario: 'commentTooLong' }],
    [5, `  ${'x'.repeat(RATING_COMMENT_MAX)}  `, {}],
    [1, '', {}],
  ])('%s stars, a comment of %#', (nota, comentario, problems) => {
    expect(validateRating({ nota, comentario })).toEqual(problems);
  });
});
