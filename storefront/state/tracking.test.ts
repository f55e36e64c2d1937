import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackerFor } from '@storefront/analytics/tracker';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity } from './cart';
import { loadProducts } from './catalogue';
import { decideCookies } from './consent';
import { createStores } from './stores';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

function setup() {
  const stores = createStores();
  stores.supplier.fornecedor = mock.db.findSupplier({ idfornecedor: S })!;
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => S, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  return { stores, api };
}

const logged = async () => Promise.all(seen.filter((r) => r.url.includes('/v4/log/google-analytics/')).map((r) => r.clone().json() as Promise<Record<string, unknown>>));

beforeEach(() => {
  // The cart's 1 s save stays pending: these tests are about the events, not the save.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GA4 events of the journey, wired in the stores', () => {
  it('a quantity change sends add_to_cart, then remove_from_cart, with the difference', async () => {
    const { stores, api } = setup();
    const context = cartContextFor(api, stores);
    const arroz = mock.db.productOf(S, 'demo-arroz-1')!;
    changeQuantity(stores.cart, context, arroz, { type: 'SET', value: 3 });
    changeQuantity(stores.cart, context, arroz, { type: 'DEC' });
    await vi.waitFor(async () => expect(await logged()).toHaveLength(2));
    const [added, removed] = await logged();
    expect(added).toEqual({
      event: 'add_to_cart',
      currency: 'BRL',
      value: Math.round(arroz.preco * 300) / 100,
      items: [{ item_id: 'demo-arroz-1', item_name: arroz.nome, price: arroz.preco, quantity: 3 }],
    });
    expect(removed).toMatchObject({ event: 'remove_from_cart', items: [{ item_id: 'demo-arroz-1', quantity: 1 }] });
  });

  it('sends nothing once the shopper keeps only the necessary cookies', async () => {
    const { stores, api } = setup();
    decideCookies(stores.consent, 'necessary', () => undefined);
    changeQuantity(stores.cart, cartContextFor(api, stores), mock.db.productOf(S, 'demo-arroz-1')!, { type: 'INC' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await logged()).toEqual([]);
  });

  it('a catalogue page sends view_item_list with the products of that page', async () => {
    const { stores, api } = setup();
    const fornecedor = stores.supplier.fornecedor!;
    await loadProducts(stores.catalogue, { api, idfornecedor: S, ordenacoes: fornecedor.ordenacoes_produto, track: trackerFor(api, stores) });
    await vi.waitFor(async () => expect(await logged()).toHaveLength(1));
    const [list] = await logged();
    expect(list).toMatchObject({ event: 'view_item_list', currency: 'BRL', item_list_id: 'catalogo' });
    expect((list!.items as unknown[]).length).toBe(stores.catalogue.produtos.length);
  });
});
