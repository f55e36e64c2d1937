import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { CartItem } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity } from './cart';
import { confirmRepeatOrder, createRepeatOrderStore, prepareRepeatOrder, resetRepeatOrder } from './repeatOrder';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function signedIn() {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  expect(await login(stores.session, api, fornecedor.idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, store: createRepeatOrderStore() };
}

const linesOf = (stores: ReturnType<typeof createStores>) => stores.cart.lines.map((l) => [l.product.idproduto, l.quantity]);
const savedItems = async () => {
  const saves = seen.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/cart'));
  const last = saves.at(-1);
  return last ? ((await last.json()) as { cartItens: CartItem[] }).cartItens.map((i) => [i.idproduto, i.quantidade]) : null;
};

describe('spec 2 "Repeat order"', () => {
  it('compares the order 4508 with the products as sold now', async () => {
    const { stores, api, store } = await signedIn();
    await prepareRepeatOrder(store, stores, api, '4508');
    expect(store.status).toBe('ready');
    const byId = Object.fromEntries((store.comparison?.items ?? []).map((i) => [i.idproduto, i]));
    expect(byId['demo-arroz-1']).toMatchObject({ status: 'available', price: 'up', oldUnitCents: 490, newUnitCents: 590 });
    expect(byId['demo-arroz-2']).toMatchObject({ price: 'down', oldUnitCents: 2699, newUnitCents: 2549 });
    expect(byId['demo-arroz-3']).toMatchObject({ price: 'same', quantityReasons: [] });
    expect(byId['demo-arroz-14']).toMatchObject({ status: 'unavailable', reason: 'outOfStock' });
    expect(byId['demo-arroz-10']).toMatchObject({ orderedQuantity: 1, quantity: 3, quantityReasons: ['raisedToMinimum'] });
    expect(store.comparison?.hasChanges).toBe(true);
    // Each product asked once, without the similar products.
    const asked = seen.filter((r) => new URL(r.url).pathname.includes('/produto/'));
    expect(asked).toHaveLength(6);
    expect(new URL(asked[0]?.url ?? '').searchParams.get('disableSimilares')).toBe('true');
  });

  it('an order bought at today\'s prices has no changes', async () => {
    const { stores, api, store } = await signedIn();
    await prepareRepeatOrder(store, stores, api, '4506');
    expect(store.comparison?.hasChanges).toBe(false);
  });

  it('a product the platform no longer has is unavailable, not a failure', async () => {
    const { stores, api, store } = await signedIn();
    const order = mock.db.data().orders.find((o) => o.numpedido === '4503');
    order?.itens.push({ idproduto: 'demo-sumiu-1', nome: 'Produto retirado', quantidade: 1, precoUnitario: 3, total: 3 });
    await prepareRepeatOrder(store, stores, api, '4503');
    order?.itens.pop();
    expect(store.comparison?.items.at(-1)).toMatchObject({ status: 'unavailable', reason: 'notSold', nome: 'Produto retirado' });
  });

  it('adds the items on top of the cart with the cart rules, saves, and says so', async () => {
    const { stores, api, store } = await signedIn();
    changeQuantity(stores.cart, cartContextFor(api, stores), mock.db.productOf(stores.supplier.fornecedor?.idfornecedor ?? '', 'demo-arroz-1')!, { type: 'SET', value: 1 });
    await prepareRepeatOrder(store, stores, api, '4508');
    expect(await confirmRepeatOrder(store, stores, api)).toBe(true);
    expect(store.status).toBe('added');
    const expected = [
      ['demo-arroz-1', 2],
      ['demo-arroz-10', 3],
      ['demo-arroz-2', 2],
      ['demo-arroz-3', 3],
      ['demo-arroz-4', 4],
    ];
    expect((await savedItems())?.sort()).toEqual([...expected].sort());
    expect(linesOf(stores).sort()).toEqual([...expected].sort());
    expect(stores.cart.lines.find((l) => l.product.idproduto === 'demo-arroz-1')?.product.preco).toBe(5.9);
    // Confirming twice adds nothing more.
    expect(await confirmRepeatOrder(store, stores, api)).toBe(false);
    resetRepeatOrder(store);
    expect(store).toMatchObject({ status: 'idle', numpedido: null, comparison: null });
  });

  it('a failed save puts the cart back as it was', async () => {
    const { stores, api, store } = await signedIn();
    await prepareRepeatOrder(store, stores, api, '4506');
    mock.useScenario('repetir-pedido-falha');
    expect(await confirmRepeatOrder(store, stores, api)).toBe(false);
    expect(store.status).toBe('failed');
    expect(linesOf(stores)).toEqual([]);
    // Told once, by the screen: not also by the cart.
    expect(stores.notices.pending).toEqual([]);
  });

  it('a locked cart is not changed', async () => {
    const { stores, api, store } = await signedIn();
    await prepareRepeatOrder(store, stores, api, '4506');
    stores.cart.locked = true;
    expect(await confirmRepeatOrder(store, stores, api)).toBe(false);
    expect(store.status).toBe('failed');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it.each([
    ['the products fail to load', 'produto-falha', '4508'],
    ['the order is unknown', 'padrao', '9999'],
  ] as const)('fails when %s, the cart untouched', async (_, scenario, numpedido) => {
    const { stores, api, store } = await signedIn();
    mock.useScenario(scenario);
    await prepareRepeatOrder(store, stores, api, numpedido);
    expect(store.status).toBe('failed');
    expect(await confirmRepeatOrder(store, stores, api)).toBe(false);
    expect(linesOf(stores)).toEqual([]);
  });

  it('fails without a supplier', async () => {
    const { stores, api, store } = await signedIn();
    stores.supplier.fornecedor = null;
    await prepareRepeatOrder(store, stores, api, '4508');
    expect(store.status).toBe('failed');
  });

  it('an answer for an order no longer asked about is ignored', async () => {
    const { stores, api, store } = await signedIn();
    const first = prepareRepeatOrder(store, stores, api, '4508');
    await prepareRepeatOrder(store, stores, api, '4506');
    await first;
    expect(store.numpedido).toBe('4506');
    expect(store.comparison?.hasChanges).toBe(false);
  });
});
