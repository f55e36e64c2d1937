import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity } from './cart';
import { PRODUCT_SEARCH_DEBOUNCE_MS } from './constants';
import {
  chooseClient,
  createClientListStore,
  endAttendance,
  leaveClient,
  loadMoreClients,
  openClientList,
  searchClients,
  typeClientSearch,
} from './representative';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

afterEach(() => {
  vi.useRealTimers();
});

/** A representative signed in at the demo supplier, as the login leaves it: their user aside, no client yet. */
async function representativeSession() {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  const representative = await api.call('autenticarRepresentante', {
    body: { cpf: '12ABC34501DE35', senha: 'demo1234', idfornecedor: fornecedor.idfornecedor, loginAsRepresentante: true, tokenOrigin: 'commerce' },
  });
  Object.assign(stores.session, { status: 'authenticated', representative, usuario: null });
  seen.length = 0;
  return { stores, api, list: createClientListStore(), idfornecedor: fornecedor.idfornecedor };
}

const listCalls = () => seen.filter((r) => /\/v4\/representante\//.test(new URL(r.url).pathname));
const queryOf = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);
const cartCalls = (method: string) => seen.filter((r) => r.method === method && /\/cart$/.test(new URL(r.url).pathname));

function product(idfornecedor: string, id: string): ProdutoCatalogo {
  const found = mock.db.productOf(idfornecedor, id);
  if (!found) throw new TypeError(`no product ${id}`);
  return found;
}

describe('the representative client list (spec 6, 7, 9)', () => {
  it('checks the access, then asks for the first 10 clients of the representative', async () => {
    const { stores, api, list, idfornecedor } = await representativeSession();
    await openClientList(list, stores, api);
    expect(seen[0]?.url).toMatch(/\/v4\/acessorepresentante\/c-rep$/);
    expect(list.status).toBe('loaded');
    expect(list.clientes).toHaveLength(10);
    expect(list.clientes[0]).toEqual({ idcliente: 'c-rep-cliente-1', nome: 'Cliente 01 Comércio Ltda.', cpf: '11222333000100' });
    expect(list.total).toBe(27);
    const [call] = listCalls();
    expect(new URL(call!.url).pathname).toBe(`/api/v4/representante/${idfornecedor}/c-rep`);
    expect(queryOf(call!)).toEqual({ limit: '10', offset: '0' });
  });

  it('appends the next page when the offset is above 0, and stops at the total', async () => {
    const { stores, api, list } = await representativeSession();
    await openClientList(list, stores, api);
    await loadMoreClients(list, stores, api);
    expect(list.clientes.map((c) => c.nome).slice(9, 11)).toEqual(['Cliente 10 Comércio Ltda.', 'Cliente 11 Comércio Ltda.']);
    await loadMoreClients(list, stores, api);
    expect(list.clientes).toHaveLength(27);
    expect(new Set(list.clientes.map((c) => c.idcliente)).size).toBe(27);
    await loadMoreClients(list, stores, api);
    expect(listCalls().map((r) => queryOf(r).offset)).toEqual(['0', '10', '20']);
  });

  it('replaces the list with a new search from offset 0', async () => {
    const { stores, api, list } = await representativeSession();
    await openClientList(list, stores, api);
    await loadMoreClients(list, stores, api);
    await searchClients(list, stores, api, 'Cliente 2');
    expect(queryOf(listCalls().at(-1)!)).toEqual({ limit: '10', offset: '0', search: 'Cliente 2' });
    expect(list.clientes.map((c) => c.nome)).toEqual(Array.from({ length: 8 }, (_, i) => `Cliente ${20 + i} Comércio Ltda.`));
    expect(list.total).toBe(8);
    expect(list.search).toBe('Cliente 2');
  });

  it('searches once the representative stops typing', async () => {
    const { stores, api, list } = await representativeSession();
    await openClientList(list, stores, api);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['C', 'Cli', 'Cliente 1']) typeClientSearch(list, stores, api, text);
    expect(list.query).toBe('Cliente 1');
    await vi.advanceTimersByTimeAsync(PRODUCT_SEARCH_DEBOUNCE_MS - 1);
    expect(listCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(list.status).toBe('loaded'));
    expect(listCalls().map((r) => queryOf(r).search)).toEqual([undefined, 'Cliente 1']);
    expect(list.total).toBe(10);
  });

  it('keeps the answer of the latest search when an older one arrives late', async () => {
    const { stores, api, list } = await representativeSession();
    await openClientList(list, stores, api);
    mock.server.use(
      http.get('*/v4/representante/:a/:b', async ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'Cliente 0') await delay(80);
        return undefined;
      }),
    );
    const older = searchClients(list, stores, api, 'Cliente 0');
    await searchClients(list, stores, api, 'Cliente 27');
    await older;
    expect(list.clientes.map((c) => c.nome)).toEqual(['Cliente 27 Comércio Ltda.']);
  });

  it('shows nothing but the refusal when the access check says no', async () => {
    const { stores, api, list } = await representativeSession();
    mock.useScenario('representante-sem-acesso');
    await openClientList(list, stores, api);
    expect(list.status).toBe('denied');
    expect(listCalls()).toHaveLength(0);
  });

  it('fails the list, or only the next page, and a retry loads it', async () => {
    const { stores, api, list } = await representativeSession();
    mock.useScenario('clientes-falha');
    await openClientList(list, stores, api);
    expect(list.status).toBe('failed');
    mock.useScenario('padrao');
    await openClientList(list, stores, api);
    expect(list.clientes).toHaveLength(10);
    mock.useScenario('clientes-falha');
    await loadMoreClients(list, stores, api);
    expect(list).toMatchObject({ status: 'loaded', moreFailed: true, loadingMore: false });
    expect(list.clientes).toHaveLength(10);
  });
});

describe('acting for a client (spec 6)', () => {
  it("makes the chosen client the session's client, with the representative's token, and loads their cart", async () => {
    const { stores, api, list, idfornecedor } = await representativeSession();
    mock.db.saveCart('c-rep-cliente-3', idfornecedor, [{ idproduto: 'demo-arroz-1', quantidade: 2, embalarParaPresente: false }]);
    const flags: boolean[] = [];
    const choosing = chooseClient(list, stores, api, 'c-rep-cliente-3');
    flags.push(stores.session.switching);
    expect(list.choosing).toEqual({ idcliente: 'c-rep-cliente-3', failed: false });
    expect(await choosing).toBe(true);
    flags.push(stores.session.switching);
    expect(flags).toEqual([true, false]);
    expect(stores.session.usuario).toMatchObject({ idcliente: 'c-rep-cliente-3', nome: 'Cliente 03 Comércio Ltda.', token: 'token-c-rep', listaClientesVinculados: [] });
    expect(stores.session.representative?.idcliente).toBe('c-rep');
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([['demo-arroz-1', 2]]);
    expect(new URL(cartCalls('GET')[0]!.url).pathname).toMatch(/\/usuario\/c-rep-cliente-3\/cart$/);
    // spec 6: on a representative session the linked clients are not loaded.
    expect(seen.some((r) => r.url.includes('clientes-vinculados'))).toBe(false);
    expect(list.choosing).toBeNull();
  });

  it("saves the current client's pending change under that client before taking the next one", async () => {
    const { stores, api, list, idfornecedor } = await representativeSession();
    await chooseClient(list, stores, api, 'c-rep-cliente-1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    changeQuantity(stores.cart, cartContextFor(api, stores), product(idfornecedor, 'demo-arroz-1'), { type: 'INC' });
    expect(await chooseClient(list, stores, api, 'c-rep-cliente-2')).toBe(true);
    expect(new URL(cartCalls('POST')[0]!.url).pathname).toMatch(/\/usuario\/c-rep-cliente-1\/cart$/);
    expect(mock.db.cart('c-rep-cliente-1', idfornecedor).produtosSelecionados.map((p) => p.idproduto)).toEqual(['demo-arroz-1']);
    // The next client's cart is their own, empty one.
    expect(stores.session.usuario?.idcliente).toBe('c-rep-cliente-2');
    expect(stores.cart.lines).toEqual([]);
  });

  it('waits for a save already on its way, so its answer does not land in the next cart', async () => {
    const { stores, api, list, idfornecedor } = await representativeSession();
    await chooseClient(list, stores, api, 'c-rep-cliente-5');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.server.use(
      http.post('*/usuario/:idcliente/cart', async () => {
        await held;
        return undefined;
      }),
    );
    changeQuantity(stores.cart, cartContextFor(api, stores), product(idfornecedor, 'demo-arroz-2'), { type: 'INC' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stores.cart.saving).toBe(true);
    vi.useRealTimers();
    const choosing = chooseClient(list, stores, api, 'c-rep-cliente-6');
    await delay(30);
    // Still the first client while their save is on its way.
    expect(stores.session.usuario?.idcliente).toBe('c-rep-cliente-5');
    release();
    expect(await choosing).toBe(true);
    expect(stores.session.usuario?.idcliente).toBe('c-rep-cliente-6');
    expect(stores.cart.lines).toEqual([]);
    expect(mock.db.cart('c-rep-cliente-5', idfornecedor).produtosSelecionados.map((p) => p.idproduto)).toEqual(['demo-arroz-2']);
  });

  it('keeps the current client when the chosen one cannot be read', async () => {
    const { stores, api, list } = await representativeSession();
    await chooseClient(list, stores, api, 'c-rep-cliente-1');
    mock.useScenario('cliente-falha');
    expect(await chooseClient(list, stores, api, 'c-rep-cliente-2')).toBe(false);
    expect(list.choosing).toEqual({ idcliente: 'c-rep-cliente-2', failed: true });
    expect(stores.session.usuario?.idcliente).toBe('c-rep-cliente-1');
    expect(stores.session.switching).toBe(false);
  });

  it('needs a representative session', async () => {
    const { stores, api, list } = await representativeSession();
    stores.session.representative = null;
    expect(await chooseClient(list, stores, api, 'c-rep-cliente-1')).toBe(false);
    await openClientList(list, stores, api);
    expect(list.status).toBe('idle');
    expect(seen).toHaveLength(0);
  });

  it('"Trocar de cliente" sends the pending save; "Encerrar atendimento" also leaves the representative with no client', async () => {
    const { stores, api, list, idfornecedor } = await representativeSession();
    await chooseClient(list, stores, api, 'c-rep-cliente-4');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const context = cartContextFor(api, stores);
    changeQuantity(stores.cart, context, product(idfornecedor, 'demo-arroz-1'), { type: 'INC' });
    await leaveClient(stores, api);
    expect(mock.db.cart('c-rep-cliente-4', idfornecedor).produtosSelecionados).toHaveLength(1);
    expect(stores.session.usuario?.idcliente).toBe('c-rep-cliente-4');
    changeQuantity(stores.cart, context, product(idfornecedor, 'demo-arroz-1'), { type: 'INC' });
    await endAttendance(stores, api);
    expect(mock.db.cart('c-rep-cliente-4', idfornecedor).produtosSelecionados[0]?.quantidade).toBe(2);
    expect(stores.session).toMatchObject({ usuario: null, switching: false, status: 'authenticated' });
    expect(stores.session.representative?.idcliente).toBe('c-rep');
    expect(stores.cart.lines).toEqual([]);
  });
});
