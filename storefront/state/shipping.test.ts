import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle } from '@mocks/handlers/paths';
import { createApiClient } from '@storefront/api/client';
import { endpoints, type FormaEntrega } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { createCartStore } from './cartStore';
import { defaultCookiePreferences } from './consent';
import { SHIPPING_BY_CEP_DEBOUNCE_MS } from './constants';
import {
  cancelShipping,
  closeShippingFailure,
  createShippingStore,
  lookupShipping,
  refreshShipping,
  typeCep,
  type ShippingContext,
} from './shipping';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
/** Avenida Paulista: inside the demo supplier's area. */
const INSIDE = '01310-100';
/** Campinas: outside it. */
const OUTSIDE = '13010-000';
const { mock, seen } = useMockPlatform();

function setup({ withProducts = true } = {}) {
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const cart = createCartStore();
  if (withProducts) {
    const arroz = mock.db.productOf(S, 'demo-arroz-1');
    if (!arroz) throw new TypeError('no demo-arroz-1');
    cart.lines = [{ product: arroz, quantity: 2, giftWrap: false, services: [] }];
  }
  const context: ShippingContext = { api, idfornecedor: () => S, lines: () => cart.lines };
  return { store: createShippingStore(), cart, context };
}

const lookups = () => seen.filter((r) => r.method === 'POST' && r.url.includes('/formas-entrega/'));

/** A lookup handler whose answer the test releases, per CEP. */
function heldAnswers() {
  const release = new Map<string, (response: Response) => void>();
  mock.server.use(
    handle<{ idfornecedor: string; cep: string }>(endpoints.formasEntregaPorCep, ({ params }) => new Promise<Response>((resolve) => release.set(params.cep, resolve))),
  );
  return release;
}

const option = (descricao: string, valor: number): FormaEntrega => ({ id: descricao, descricao, valor, data_de_entrega: '2030-01-02', agendamento: [] });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shipping fee by CEP (spec 5, 7, 8, 9)', () => {
  it('looks up 500 ms after the last keystroke, with the cart as the body', async () => {
    const { store, context } = setup();
    typeCep(store, context, '0131010');
    expect(store.status).toBe('idle');
    typeCep(store, context, '01310100');
    expect(store.cep).toBe(INSIDE);
    expect(store.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS - 1);
    expect(lookups()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(lookups()).toHaveLength(1);
    const [request] = lookups();
    const url = new URL(request!.url);
    expect(url.pathname.endsWith(`/v4/app/formas-entrega/${S}/01310100`)).toBe(true);
    expect(url.searchParams.get('tipoEntrega')).toBe('DELIVERY');
    expect(await request!.json()).toEqual({ produtos: [{ idproduto: 'demo-arroz-1', quantidade: 2, embalarParaPresente: false }] });
    expect(store.options).toEqual([expect.objectContaining({ descricao: 'Entrega padrão', valor: 12.9 })]);
    expect(store.forCep).toBe('01310100');
  });

  it('keystrokes within 500 ms make one lookup, for the last CEP', async () => {
    const { store, context } = setup();
    typeCep(store, context, '01310100');
    await vi.advanceTimersByTimeAsync(300);
    typeCep(store, context, '0131010');
    typeCep(store, context, '01310101');
    await vi.advanceTimersByTimeAsync(300);
    expect(lookups()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]!.url).toContain('/01310101?');
  });

  it('an incomplete CEP or an empty cart asks nothing (spec 5)', async () => {
    const { store, context } = setup({ withProducts: false });
    typeCep(store, context, '01310100');
    expect(store.status).toBe('idle');
    await lookupShipping(store, context);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS * 2);
    expect(store.status).toBe('idle');
    const full = setup();
    typeCep(full.store, full.context, '0131010');
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS * 2);
    expect(full.store.status).toBe('idle');
    expect(lookups()).toHaveLength(0);
  });

  it('the cart emptied: the options go and nothing is asked', async () => {
    const { store, cart, context } = setup();
    typeCep(store, context, INSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    cart.lines = [];
    refreshShipping(store, context);
    expect(store).toMatchObject({ status: 'idle', options: [], forCep: null });
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    expect(lookups()).toHaveLength(1);
  });

  it('a cart change asks again for the same CEP, the options staying in view meanwhile', async () => {
    const { store, cart, context } = setup();
    typeCep(store, context, INSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    cart.lines[0]!.quantity = 5;
    refreshShipping(store, context);
    expect(store.status).toBe('waiting');
    expect(store.options).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(lookups()).toHaveLength(2));
    expect(await lookups()[1]!.json()).toEqual({ produtos: [{ idproduto: 'demo-arroz-1', quantidade: 5, embalarParaPresente: false }] });
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
  });

  it('a newer lookup supersedes an older one: its late answer is ignored', async () => {
    const release = heldAnswers();
    const { store, context } = setup();
    typeCep(store, context, OUTSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(release.has('13010000')).toBe(true));
    expect(store.status).toBe('loading');
    typeCep(store, context, INSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(release.has('01310100')).toBe(true));
    release.get('01310100')!(HttpResponse.json([option('Motoboy', 0)]));
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    // The older CEP's answer comes last (its request was aborted; were it not, the ticket drops it).
    release.get('13010000')!(HttpResponse.json({ Mensagem: 'O fornecedor não atende no endereço informado' }, { status: 404 }));
    await vi.advanceTimersByTimeAsync(10);
    expect(store).toMatchObject({ status: 'loaded', forCep: '01310100', failure: null, failureOpen: false });
    expect(store.options.map((o) => o.descricao)).toEqual(['Motoboy']);
  });

  it('a CEP outside the area: the Mensagem of the server, in the modal', async () => {
    const { store, context } = setup();
    typeCep(store, context, OUTSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(store.status).toBe('failed'));
    expect(store.failure).toEqual({ kind: 'server', text: 'O fornecedor não atende no endereço informado' });
    expect(store.failureOpen).toBe(true);
    expect(store.options).toEqual([]);
    closeShippingFailure(store);
    expect(store).toMatchObject({ failureOpen: false, failure: { kind: 'server' } });
  });

  it("scenario 'sem-forma-entrega': the server's Mensagem, verbatim", async () => {
    mock.useScenario('sem-forma-entrega');
    const { store, context } = setup();
    typeCep(store, context, INSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(store.status).toBe('failed'));
    expect(store.failure).toEqual({ kind: 'server', text: 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.' });
    expect(store.failureOpen).toBe(true);
  });

  it.each([
    ['a network failure', () => HttpResponse.error(), { kind: 'unavailable' }],
    ['a 500 without text', () => new HttpResponse(null, { status: 500 }), { kind: 'unavailable' }],
    ['a 404 without text', () => new HttpResponse(null, { status: 404 }), { kind: 'none' }],
    ['an empty list', () => HttpResponse.json([]), { kind: 'none' }],
  ])('%s: our own message opens the modal', async (_, answer, failure) => {
    mock.server.use(handle(endpoints.formasEntregaPorCep, answer));
    const { store, context } = setup();
    typeCep(store, context, INSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(store.status).toBe('failed'));
    expect(store.failure).toEqual(failure);
    expect(store.failureOpen).toBe(true);
  });

  it('typing again clears the failure; a closed panel drops the waiting lookup', async () => {
    const { store, context } = setup();
    typeCep(store, context, OUTSIDE);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(store.status).toBe('failed'));
    typeCep(store, context, '0131');
    expect(store).toMatchObject({ status: 'idle', failure: null, failureOpen: false });
    typeCep(store, context, INSIDE);
    cancelShipping(store);
    await vi.advanceTimersByTimeAsync(SHIPPING_BY_CEP_DEBOUNCE_MS * 2);
    expect(store.status).toBe('idle');
    expect(lookups()).toHaveLength(1);
  });
});
