import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { EMPRESA_ID_KEY, encodeSnapshot, type Snapshot } from '@storefront/domain/persistence';
import { clientFromCookies } from '@storefront/domain/session';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { decideCookies, defaultCookiePreferences } from './consent';
import { keptClient, restoreSnapshot, SNAPSHOT_KEY, snapshotOf, startPersistence, type Persistence } from './persistence';
import { createStores } from './stores';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const VERSION = '1.4.0';
const { mock, seen } = useMockPlatform();

/** A memory storage that counts the snapshot writes. */
function countingStorage() {
  const storage = memoryStorage();
  const setItem = vi.spyOn(storage, 'setItem');
  return { storage, writes: () => setItem.mock.calls.filter(([key]) => key === SNAPSHOT_KEY).length };
}

function setup() {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  return { stores, api };
}

const product = (id: string): ProdutoCatalogo => mock.db.productOf(S, id)!;
const line = (id: string, quantity: number) => ({ product: product(id), quantity, giftWrap: false, services: [] });
const demo = () => mock.db.findSupplier({ idfornecedor: S })!;
const saved = (storage: Storage) => JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? 'null') as { version: string; state: Snapshot } | null;

let running: Persistence | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
});

describe('startPersistence (spec 4 "Persistence", spec 9: at most every 500 ms)', () => {
  it('writes the latest state once per 500 ms, not on every change', async () => {
    const { stores } = setup();
    const { storage, writes } = countingStorage();
    const cookies: string[] = [];
    running = startPersistence(stores, storage, VERSION, undefined, (cookie) => cookies.push(cookie));
    stores.supplier.fornecedor = demo();
    stores.cart.lines = [line('demo-arroz-1', 1)];
    await vi.advanceTimersByTimeAsync(100);
    stores.cart.lines = [line('demo-arroz-1', 2)];
    await vi.advanceTimersByTimeAsync(399);
    expect(writes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes()).toBe(1);
    expect(saved(storage)).toEqual({
      version: VERSION,
      state: { cart: { items: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] }, supplier: { idfornecedor: S, slug: 'demo' } },
    });
    // The company id, under its own key, and as a cookie the server reads.
    expect(storage.getItem(EMPRESA_ID_KEY)).toBe('1001');
    expect(cookies.at(-1)).toBe('EMPRESA_ID=1001; path=/; max-age=31536000; samesite=lax');

    stores.cart.lines = [line('demo-arroz-1', 3)];
    await vi.advanceTimersByTimeAsync(500);
    expect(writes()).toBe(2);
    expect(saved(storage)?.state.cart?.items).toEqual([{ idproduto: 'demo-arroz-1', quantidade: 3 }]);
  });

  it('does not write again when nothing saved has changed', async () => {
    const { stores } = setup();
    const { storage, writes } = countingStorage();
    running = startPersistence(stores, storage, VERSION);
    stores.cart.lines = [line('demo-arroz-1', 1)];
    await vi.advanceTimersByTimeAsync(500);
    stores.cart.saving = true;
    stores.panels.active = 'cart';
    await vi.advanceTimersByTimeAsync(500);
    expect(writes()).toBe(1);
  });

  it('names the client to resume only with consent to session cookies, removes it when consent is withdrawn, and never stores the token', async () => {
    const { stores } = setup();
    const storage = memoryStorage();
    const cookies: string[] = [];
    running = startPersistence(stores, storage, VERSION, undefined, (cookie) => cookies.push(cookie));
    Object.assign(stores.session, { status: 'authenticated', usuario: { ...mock.db.findUser('c-maria')!, token: 'tok-1' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(clientFromCookies(cookies.filter((c) => c.startsWith('vitrine_cliente=')).at(-1) ?? '')).toEqual({ idcliente: 'c-maria' });
    expect(JSON.stringify(saved(storage))).not.toContain('tok-1');
    decideCookies(stores.consent, 'necessary', () => undefined);
    await vi.advanceTimersByTimeAsync(500);
    expect(cookies.at(-1)).toBe('vitrine_cliente=; path=/; max-age=0; samesite=lax');
    expect(saved(storage)?.state.cart).toEqual({ items: [] });
  });

  it('writes nothing until the restore has settled', async () => {
    const { stores } = setup();
    const { storage, writes } = countingStorage();
    let settle: () => void = () => undefined;
    running = startPersistence(stores, storage, VERSION, new Promise<void>((resolve) => (settle = resolve)));
    stores.supplier.fornecedor = demo();
    await vi.advanceTimersByTimeAsync(2000);
    expect(writes()).toBe(0);
    settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(writes()).toBe(1);
  });

  it('writes at once on flush (leaving the page) and nothing after stop', async () => {
    const { stores } = setup();
    const { storage, writes } = countingStorage();
    running = startPersistence(stores, storage, VERSION);
    stores.cart.lines = [line('demo-arroz-1', 1)];
    await vi.advanceTimersByTimeAsync(10);
    running.flush();
    expect(writes()).toBe(1);
    running.stop();
    stores.cart.lines = [line('demo-arroz-1', 5)];
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes()).toBe(1);
  });

  it('goes on when the storage refuses to write', async () => {
    const { stores } = setup();
    const storage = memoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    running = startPersistence(stores, storage, VERSION);
    stores.cart.lines = [line('demo-arroz-1', 1)];
    await expect(vi.advanceTimersByTimeAsync(500)).resolves.toBeDefined();
  });

  it('does nothing without a storage', () => {
    const { stores } = setup();
    running = startPersistence(stores, undefined, VERSION);
    expect(() => running?.flush()).not.toThrow();
  });
});

describe('restoreSnapshot (spec 4)', () => {
  const cartCalls = () => seen.filter((r) => r.url.includes('/cart'));
  const store = (snapshot: Snapshot, version = VERSION) => {
    const storage = memoryStorage();
    storage.setItem(SNAPSHOT_KEY, encodeSnapshot(snapshot, version, defaultCookiePreferences)!);
    return storage;
  };

  beforeEach(() => {
    vi.useRealTimers();
  });

  it('rebuilds the cart from the server once the supplier is known, for the client the page came signed in as', async () => {
    const { stores, api } = setup();
    Object.assign(stores.session, { status: 'authenticated', usuario: { ...mock.db.findUser('c-maria')!, token: 'httponly-cookie' } });
    const storage = store({
      supplier: { idfornecedor: S, slug: 'demo' },
      cart: { items: [{ idproduto: 'demo-arroz-1', quantidade: 2 }], observacao: 'Portão azul' },
    });
    const restoring = restoreSnapshot(stores, api, storage, VERSION);
    await Promise.resolve();
    expect(cartCalls()).toHaveLength(0);

    stores.supplier.fornecedor = demo();
    await restoring;
    const [save] = cartCalls();
    expect(save?.method).toBe('POST');
    expect(save?.url).toContain('/usuario/c-maria/cart');
    expect(await save!.json()).toEqual({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 2, embalarParaPresente: false }] });
    // The server's reply is the cart: priced products.
    expect(stores.cart.lines).toHaveLength(1);
    expect(stores.cart.lines[0]).toMatchObject({ quantity: 2, product: { idproduto: 'demo-arroz-1', preco: product('demo-arroz-1').preco } });
    expect(stores.cart.observacao).toBe('Portão azul');
  });

  it('ignores a snapshot of another version', async () => {
    const { stores, api } = setup();
    stores.supplier.fornecedor = demo();
    await restoreSnapshot(stores, api, store({ cart: { items: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] } }, '1.3.9'), VERSION);
    expect(seen).toHaveLength(0);
    expect(stores.cart.lines).toEqual([]);
  });

  it("leaves a cart of another supplier, and a cart the shopper already started, alone", async () => {
    const { stores, api } = setup();
    stores.supplier.fornecedor = demo();
    await restoreSnapshot(stores, api, store({ supplier: { idfornecedor: 'outro', slug: 'outro' }, cart: { items: [{ idproduto: 'x', quantidade: 1 }] } }), VERSION);
    const other = mock.db.catalogueOf(S).produtos.find((p) => p.idproduto !== 'demo-arroz-1')!;
    stores.cart.lines = [{ product: other, quantity: 1, giftWrap: false, services: [] }];
    await restoreSnapshot(stores, api, store({ supplier: { idfornecedor: S, slug: 'demo' }, cart: { items: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } }), VERSION);
    expect(cartCalls()).toHaveLength(0);
    expect(stores.cart.lines.map((l) => l.product.idproduto)).toEqual([other.idproduto]);
  });

  it('drops what is not a cart item, and gives up quietly when the server fails', async () => {
    const { stores, api } = setup();
    stores.supplier.fornecedor = demo();
    const storage = memoryStorage();
    storage.setItem(
      SNAPSHOT_KEY,
      JSON.stringify({ version: VERSION, state: { cart: { items: [null, { idproduto: 'demo-arroz-1', quantidade: 'dois' }, { idproduto: 'demo-arroz-1', quantidade: 1 }] } } }),
    );
    mock.useScenario('erro-500');
    await expect(restoreSnapshot(stores, api, storage, VERSION)).resolves.toBeUndefined();
    expect(await cartCalls()[0]!.json()).toEqual({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }] });
    expect(stores.cart.lines).toEqual([]);
  });

  it('keeps a combo line as the combo, and drops a stored combo it cannot read whole', async () => {
    const first = setup();
    const storage = memoryStorage();
    running = startPersistence(first.stores, storage, VERSION);
    first.stores.supplier.fornecedor = demo();
    const combo = mock.db.combosOf(S)[0]!;
    const parts = combo.produtos.map(({ produto, quantidade }) => ({ idproduto: produto.idproduto, quantidade }));
    first.stores.cart.lines = [
      {
        product: { idproduto: combo.idcombopromocional_cabecalho, sku: 'x', nome: combo.nome, preco: combo.preco, unidade: 'un', disponivel: true, idcategoria: '' },
        quantity: 2,
        giftWrap: false,
        services: [],
        combo: { id: combo.idcombopromocional_cabecalho, products: combo.produtos.map(({ produto, quantidade }) => ({ idproduto: produto.idproduto, name: produto.nome, quantity: quantidade })) },
      },
    ];
    running.flush();
    expect(snapshotOf(first.stores).cart?.items).toEqual([{ idproduto: combo.idcombopromocional_cabecalho, quantidade: 2, combo: parts }]);

    const next = setup();
    next.stores.supplier.fornecedor = demo();
    await restoreSnapshot(next.stores, next.api, storage, VERSION);
    expect(next.stores.cart.lines.map((l) => [l.product.nome, l.quantity, l.product.preco, l.combo?.products.map((p) => p.name)])).toEqual([
      [combo.nome, 2, combo.preco, combo.produtos.map(({ produto }) => produto.nome)],
    ]);

    // Another version's or a hand's combo: an unreadable part, or none, drops that line only.
    const odd = setup();
    odd.stores.supplier.fornecedor = demo();
    const oddStorage = memoryStorage();
    const items = [
      { idproduto: combo.idcombopromocional_cabecalho, quantidade: 1, combo: [{ idproduto: 'demo-arroz-1', quantidade: 'dois' }] },
      { idproduto: combo.idcombopromocional_cabecalho, quantidade: 1, combo: [] },
      { idproduto: 'demo-arroz-1', quantidade: 1, combo: 'x' },
    ];
    oddStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ version: VERSION, state: { cart: { items } } }));
    seen.length = 0;
    await restoreSnapshot(odd.stores, odd.api, oddStorage, VERSION);
    expect(await cartCalls()[0]!.json()).toEqual({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 1, embalarParaPresente: false }] });
  });

  it('stops waiting when the supplier cannot be resolved', async () => {
    const { stores, api } = setup();
    const restoring = restoreSnapshot(stores, api, store({ cart: { items: [{ idproduto: 'demo-arroz-1', quantidade: 1 }] } }), VERSION);
    stores.supplier.status = 'failed';
    await expect(restoring).resolves.toBeUndefined();
    expect(cartCalls()).toHaveLength(0);
  });

  it('keeps a client session, not a representative acting for a client', () => {
    const { stores } = setup();
    const client = { idcliente: 'c-maria', nome: 'Maria', email: 'maria@exemplo.com.br', cpf: '', cadastro_aprovado: true, token: 'token-c-maria', idapikeys: 'k1' };
    Object.assign(stores.session, { status: 'authenticated', usuario: client });
    expect(keptClient(stores)).toEqual({ idcliente: 'c-maria', idapikeys: 'k1' });
    stores.session.representative = { ...client, idcliente: 'c-rep', representante: true };
    expect(keptClient(stores)).toBeNull();
  });

  it('round trip: what one visit saved, the next one gets back', async () => {
    const first = setup();
    const storage = memoryStorage();
    running = startPersistence(first.stores, storage, VERSION);
    first.stores.supplier.fornecedor = demo();
    first.stores.cart.lines = [line('demo-arroz-1', 4)];
    running.flush();
    expect(snapshotOf(first.stores).cart?.items).toEqual([{ idproduto: 'demo-arroz-1', quantidade: 4 }]);

    const next = setup();
    next.stores.supplier.fornecedor = demo();
    await restoreSnapshot(next.stores, next.api, storage, VERSION);
    expect(next.stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([['demo-arroz-1', 4]]);
  });
});
