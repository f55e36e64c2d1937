import { describe, expect, it, vi } from 'vitest';
import { RATING_COMMENT_MAX } from '@storefront/domain/orderList';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import {
  changePaymentMethod,
  createOrderDetailsStore,
  createOrdersStore,
  downloadOrderFile,
  generateReceipt,
  hasMoreOrders,
  loadMoreOrders,
  loadOrder,
  loadOrders,
  rateOrder,
  showOrderKind,
  startPaymentChange,
  sortOrdersBy,
  visibleOrders,
} from './orders';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function signedIn(who = 'maria@exemplo.com.br') {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    {
      supplierId: () => stores.supplier.fornecedor?.idfornecedor,
      cookiePreferences: () => stores.consent.preferences,
      utm: () => ({}),
      onTooManyRequests: vi.fn(),
      authToken: () => stores.session.usuario?.jwttoken,
    },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

const numbers = (list: readonly { numpedido: string }[]) => list.map((o) => o.numpedido);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('the order list (spec 2, 3, 9)', () => {
  it('asks the history 10 at a time (spec 7, 9) and shows 6 first, then 10 more; loading flags on the way', async () => {
    const { stores, api } = await signedIn();
    const store = createOrdersStore();
    const loading = loadOrders(store, stores, api);
    expect(store.status).toBe('loading');
    await loading;
    expect(queryOf(seen[0]!)).toEqual({ page: '1', limit: '10' });
    expect(store).toMatchObject({ status: 'loaded', page: 1, totalPages: 2, paged: true });
    expect(store.orders).toHaveLength(10);
    expect(numbers(visibleOrders(store))).toEqual(['4509', '4508', '4507', '4506', '4505', '4504']);
    expect(hasMoreOrders(store)).toBe(true);

    // 16 wanted, 8 orders (and 2 quotes) loaded: the next page of 10 is asked.
    await loadMoreOrders(store, stores, api);
    expect(queryOf(seen[1]!)).toEqual({ page: '2', limit: '10' });
    expect(numbers(visibleOrders(store))).toEqual(['4509', '4508', '4507', '4506', '4505', '4504', '4503', '4502', '4495', '4494', '4493', '4491']);
    expect(hasMoreOrders(store)).toBe(false);
    // The new format of spec 3: the paged reply flags its ISO dates.
    expect(store.orders[0]).toMatchObject({ newformatdata: true });
  });

  it('shows 10 more of the loaded orders without a call while they last', async () => {
    const { stores, api } = await signedIn();
    const store = createOrdersStore();
    const history = Array.from({ length: 30 }, (_, i) => ({ numpedido: String(200 - i), data: `2026-10-${String(30 - i).padStart(2, '0')}T10:00:00.000Z`, newformatdata: true, status: 'ENVIADO', tipoEntrega: 'DELIVERY', totalpedido: 10, orcamento: false }));
    const { http, HttpResponse } = await import('msw');
    mock.server.use(
      http.get(/pedido\/cliente\//, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const limit = Number(q.get('limit'));
        const page = Number(q.get('page'));
        return HttpResponse.json({ data: history.slice((page - 1) * limit, page * limit), totalItems: 30, totalPages: Math.ceil(30 / limit), currentPage: page, limit, page });
      }),
    );
    await loadOrders(store, stores, api);
    expect(visibleOrders(store)).toHaveLength(6);
    await loadMoreOrders(store, stores, api);
    expect(visibleOrders(store)).toHaveLength(16);
    expect(seen.map((r) => queryOf(r).page)).toEqual(['1', '2']);
    await loadMoreOrders(store, stores, api);
    expect(visibleOrders(store)).toHaveLength(26);
    expect(seen.map((r) => queryOf(r).page)).toEqual(['1', '2', '3']);
    await loadMoreOrders(store, stores, api);
    expect(visibleOrders(store)).toHaveLength(30);
    expect(seen).toHaveLength(3);
    expect(hasMoreOrders(store)).toBe(false);
    mock.server.resetHandlers();
  });

  it('sorts the loaded orders and splits orders from quotes, looking further for a kind not loaded yet', async () => {
    const { stores, api } = await signedIn();
    const store = createOrdersStore();
    await loadOrders(store, stores, api);
    sortOrdersBy(store, 'oldest');
    expect(numbers(visibleOrders(store))[0]).toBe('4502');
    sortOrdersBy(store, 'highestTotal');
    const totals = visibleOrders(store).map((o) => o.totalpedido);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    seen.length = 0;
    await showOrderKind(store, stores, api, 'orcamentos');
    // The first page of 10 held both quotes: nothing more to ask.
    expect(seen).toHaveLength(0);
    expect(numbers(visibleOrders(store)).sort()).toEqual(['4500', '4501']);

    // "Load more" on quotes goes on until one more quote comes (4492 is on page 2).
    await loadMoreOrders(store, stores, api);
    expect(numbers(visibleOrders(store))).toContain('4492');
    expect(visibleOrders(store).every((o) => o.orcamento)).toBe(true);
    expect(hasMoreOrders(store)).toBe(false);
    await loadMoreOrders(store, stores, api);
    expect(seen).toHaveLength(1);

    // A first page without a quote: the quotes tab asks the next page for them.
    const other = createOrdersStore();
    mock.server.use(
      (await import('msw')).http.get(/pedido\/cliente\//, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const data = page === 1 ? [{ numpedido: '300', data: '2026-10-02T10:00:00.000Z', newformatdata: true, status: 'ENVIADO', tipoEntrega: 'DELIVERY', totalpedido: 10, orcamento: false }] : [{ numpedido: '299', data: '2026-10-01T10:00:00.000Z', newformatdata: true, status: 'ORCAMENTO_NOVO', tipoEntrega: 'DELIVERY', totalpedido: 10, orcamento: true }];
        return Response.json({ data, totalItems: 2, totalPages: 2, currentPage: page, limit: 10, page });
      }),
    );
    await loadOrders(other, stores, api);
    seen.length = 0;
    await showOrderKind(other, stores, api, 'orcamentos');
    expect(seen.map((r) => queryOf(r).page)).toEqual(['2']);
    expect(numbers(visibleOrders(other))).toEqual(['299']);
    mock.server.resetHandlers();
  });

  it('takes the old plain list with its old dates, showing 6, then the rest of it without a call', async () => {
    const { stores, api } = await signedIn();
    const store = createOrdersStore();
    mock.server.use(
      ...[
        // A platform without paging: the whole history, dates in the old format.
        (await import('msw')).http.get(/pedido\/cliente\//, () =>
          Response.json(
            Array.from({ length: 8 }, (_, i) => ({ numpedido: String(100 + i), data: `0${i + 1}/10/2026 10:00`, status: 'ENVIADO', tipoEntrega: 'DELIVERY', totalpedido: 10 + i, orcamento: false })),
          ),
        ),
      ],
    );
    await loadOrders(store, stores, api);
    expect(store.paged).toBe(false);
    expect(numbers(visibleOrders(store))).toEqual(['107', '106', '105', '104', '103', '102']);
    await loadMoreOrders(store, stores, api);
    expect(seen).toHaveLength(1);
    expect(numbers(visibleOrders(store))).toHaveLength(8);
    expect(hasMoreOrders(store)).toBe(false);
    mock.server.resetHandlers();
  });

  it('an empty history, a failure, a failed next page, and nothing for a visitor', async () => {
    const { stores, api } = await signedIn();
    const store = createOrdersStore();
    mock.useScenario('pedidos-vazio');
    await loadOrders(store, stores, api);
    expect(store).toMatchObject({ status: 'loaded', orders: [] });
    expect(hasMoreOrders(store)).toBe(false);

    mock.useScenario('pedidos-falha');
    await loadOrders(store, stores, api);
    expect(store.status).toBe('failed');

    mock.useScenario('padrao');
    await loadOrders(store, stores, api);
    mock.useScenario('pedidos-falha');
    await loadMoreOrders(store, stores, api);
    expect(store).toMatchObject({ moreFailed: true, loadingMore: false, page: 1 });
    await showOrderKind(store, stores, api, 'orcamentos');
    expect(store.moreFailed).toBe(true);

    const visitor = createStores();
    const none = createOrdersStore();
    seen.length = 0;
    await loadOrders(none, visitor, api);
    expect(none.status).toBe('idle');
    expect(seen).toHaveLength(0);
  });

  it('linked accounts: the principal asks for its linked users orders too, each saying who emitted it', async () => {
    const { stores, api } = await signedIn('compras@bomdia.com.br');
    const store = createOrdersStore();
    await loadOrders(store, stores, api);
    expect(queryOf(seen[0]!)).toMatchObject({ clientevinculadoprincipal: 'true' });
    expect(store.orders.find((o) => o.numpedido === '4496')).toMatchObject({ emitidoPor: 'c-mercado-filial@exemplo.com.br' });

    // Another linked account names itself.
    stores.session.usuario = { ...stores.session.usuario!, idcliente: 'c-mercado-filial' };
    seen.length = 0;
    await loadOrders(createOrdersStore(), stores, api);
    expect(queryOf(seen[0]!)).toEqual({ idusuariovinculado: 'c-mercado-filial', page: '1', limit: '10' });
    // A client without linked accounts sends neither.
    const maria = await signedIn();
    await loadOrders(createOrdersStore(), maria.stores, maria.api);
    expect(queryOf(seen[0]!)).toEqual({ page: '1', limit: '10' });
  });
});

describe('the order details (spec 2, 7)', () => {
  it('loads an order, or says why not', async () => {
    const { api } = await signedIn();
    const store = createOrderDetailsStore();
    await loadOrder(store, api, '4495');
    expect(store.status).toBe('loaded');
    expect(store.order).toMatchObject({ numpedido: '4495', dadospedido: { cupom: 'DEZ' }, enderecoentrega: { rua: 'Avenida Paulista' } });
    await loadOrder(store, api, '9999');
    expect(store).toMatchObject({ status: 'failed', failure: { text: 'Pedido não encontrado' }, order: null });
  });

  it('rates it form-encoded, never sending a wrong rating, and keeps the server refusal', async () => {
    const { api } = await signedIn();
    const store = createOrderDetailsStore();
    expect(await rateOrder(store, api, 5, '')).toBe(false);
    await loadOrder(store, api, '4509');
    seen.length = 0;
    expect(await rateOrder(store, api, null, 'Ótimo')).toBe(false);
    expect(await rateOrder(store, api, 5, 'x'.repeat(RATING_COMMENT_MAX + 1))).toBe(false);
    expect(seen).toHaveLength(0);

    mock.useScenario('avaliacao-falha');
    expect(await rateOrder(store, api, 4, 'Bom')).toBe(false);
    expect(store.rating).toMatchObject({ failure: { text: 'Avaliações indisponíveis no momento. Tente novamente mais tarde.' }, sent: false, sending: false });

    mock.useScenario('padrao');
    seen.length = 0;
    expect(await rateOrder(store, api, 5, '  Chegou antes do previsto.  ')).toBe(true);
    expect(seen[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await seen[0]!.text()))).toEqual({ nota: '5', comentario: 'Chegou antes do previsto.' });
    expect(store.rating).toMatchObject({ sent: true, failure: null });
    expect(store.order?.avaliacao).toEqual({ nota: 5, comentario: 'Chegou antes do previsto.' });
    expect(mock.db.order('4509')?.avaliacao).toEqual({ nota: 5, comentario: 'Chegou antes do previsto.' });

    expect(await rateOrder(store, api, 3, '')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(await seen[1]!.text()))).toEqual({ nota: '3' });
  });

  it('downloads the DANFE and the export with their names, and keeps the refusal', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const store = createOrderDetailsStore();
    expect(await downloadOrderFile(store, stores, api, 'danfe')).toBeNull();
    await loadOrder(store, api, '4506');
    seen.length = 0;
    const danfe = await downloadOrderFile(store, stores, api, 'danfe');
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/v4/danfe/4506/${idfornecedor}`);
    expect(danfe?.fileName).toBe('danfe-4506.pdf');
    expect((await danfe?.blob.text())?.startsWith('%PDF')).toBe(true);
    const csv = await downloadOrderFile(store, stores, api, 'export');
    expect(csv?.fileName).toBe('pedido-4506.csv');
    expect(seen[1]!.method).toBe('POST');

    mock.useScenario('danfe-falha');
    expect(await downloadOrderFile(store, stores, api, 'danfe')).toBeNull();
    expect(store.download).toEqual({ busy: null, failed: { file: 'danfe', text: 'A nota fiscal deste pedido ainda não foi emitida.' } });
  });

  it('generates the payment receipt, or says why not', async () => {
    const { stores, api } = await signedIn();
    const store = createOrderDetailsStore();
    await loadOrder(store, api, '4504');
    seen.length = 0;
    expect(await generateReceipt(store, stores, api)).toBe(true);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v4/payment/generate-receipt/4504/c-maria');
    expect(store.receipt.charge).toMatchObject({ valor: store.order?.totalpedido });
    mock.useScenario('erro-500');
    expect(await generateReceipt(store, stores, api)).toBe(false);
    expect(store.receipt).toMatchObject({ status: 'failed', failure: { text: 'Erro interno do servidor' } });
  });

  it('changes the payment method of an open order with the Authorization header, never of a paid one', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const store = createOrderDetailsStore();
    await loadOrder(store, api, '4504');
    const opening = startPaymentChange(store, stores, api);
    expect(store.payment.methodsStatus).toBe('loading');
    await opening;
    expect(store.payment.methods.map((m) => m.idformapagto)).toEqual(['cartao', 'pix', 'boleto']);
    const methodCalls = () => seen.filter((r) => new URL(r.url).pathname.endsWith('/formas-pagamento'));
    expect(methodCalls()).toHaveLength(1);
    // Known now, as the checkout knows them: another opening, or another order, asks nothing.
    await startPaymentChange(store, stores, api);
    await startPaymentChange(createOrderDetailsStore(), stores, api);
    expect(methodCalls()).toHaveLength(1);
    seen.length = 0;

    expect(await changePaymentMethod(store, stores, api, 'dinheiro')).toBe(false);
    expect(await changePaymentMethod(store, stores, api, 'boleto')).toBe(true);
    const sent = seen[0]!;
    expect(`${sent.method} ${new URL(sent.url).pathname}${new URL(sent.url).search}`).toBe(`PUT /api/v4/orders/payment-method/${idfornecedor}/order/4504?idfornecedor=${idfornecedor}`);
    expect(sent.headers.get('authorization')).toBe('Bearer jwt-c-maria');
    expect(await sent.json()).toEqual({ idformapagto: 'boleto', quantParcelas: 1 });
    expect(store.order?.formaPagamento).toEqual({ idformapagto: 'boleto', descricao: 'Boleto bancário (28 dias)' });
    expect(store.payment).toMatchObject({ changed: true, saving: false });

    mock.useScenario('troca-pagamento-falha');
    expect(await changePaymentMethod(store, stores, api, 'pix')).toBe(false);
    expect(store.payment.failure).toEqual({ text: 'Este pedido não aceita mais troca da forma de pagamento.' });

    mock.useScenario('padrao');
    await loadOrder(store, api, '4505');
    expect(store.order?.status).toBe('PAGO');
    store.payment.methods = [{ idformapagto: 'pix', descricao: 'PIX', tipo: 'PIX' }];
    seen.length = 0;
    expect(await changePaymentMethod(store, stores, api, 'pix')).toBe(false);
    expect(seen).toHaveLength(0);

    // A visit whose methods failed to load: the dialog says so, and asks again when opened again.
    const fresh = await signedIn();
    const failing = createOrderDetailsStore();
    mock.useScenario('erro-500');
    await startPaymentChange(failing, fresh.stores, fresh.api);
    expect(failing.payment.methodsStatus).toBe('failed');
    mock.useScenario('padrao');
    await startPaymentChange(failing, fresh.stores, fresh.api);
    expect(failing.payment).toMatchObject({ methodsStatus: 'loaded', methods: [{ idformapagto: 'cartao' }, { idformapagto: 'pix' }, { idformapagto: 'boleto' }] });
  });
});
