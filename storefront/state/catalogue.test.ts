import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { chooseCategory, chooseSort, loadCategories, loadProducts, searchProducts, type CatalogueContext } from './catalogue';
import { createCatalogueStore } from './catalogueStore';
import { defaultCookiePreferences } from './consent';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

function setup() {
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const context: CatalogueContext = { api, idfornecedor: S, ordenacoes: mock.db.findSupplier({ idfornecedor: S })!.ordenacoes_produto };
  return { store: createCatalogueStore(), context };
}

afterEach(() => vi.useRealTimers());

describe('the catalogue store', () => {
  it('loads 20 products a page and appends the next', async () => {
    const { store, context } = setup();
    await loadProducts(store, context);
    expect(store.produtos).toHaveLength(20);
    expect(store.totalItems).toBeGreaterThanOrEqual(300);
    await loadProducts(store, context, true);
    expect(store.produtos).toHaveLength(40);
    expect(store.page).toBe(2);
  });

  it('loads the three-level category tree and filters by a category', async () => {
    const { store, context } = setup();
    await loadCategories(store, context);
    const leaf = store.setores[0]!.filhos[0]!.filhos[0]!;
    await chooseCategory(store, context, leaf.id);
    expect(store.totalItems).toBe(leaf.quantidade);
    expect(store.produtos.every((p) => p.idcategoria.startsWith(leaf.id))).toBe(true);
  });

  it('searches 250 ms after the last keystroke, without ampersands, sorted by relevance', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, context } = setup();
    searchProducts(store, context, 'arr');
    searchProducts(store, context, 'arroz & integral');
    await vi.advanceTimersByTimeAsync(249);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(seen).toHaveLength(1);
    const query = new URL(seen[0]!.url).searchParams;
    expect(query.get('sk')).toBe('arroz integral');
    expect(query.get('ordenacao')).toBe('pesquisa');
    expect(store.produtos.every((p) => /arroz integral/i.test(p.nome))).toBe(true);
  });

  it('sorts by the chosen option', async () => {
    const { store, context } = setup();
    await chooseSort(store, context, 'menor-preco');
    const prices = store.produtos.map((p) => p.preco);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("keeps the server's text when the list fails", async () => {
    const { store, context } = setup();
    mock.useScenario('erro-500');
    await loadProducts(store, context);
    expect(store.status).toBe('failed');
    expect(store.error).toBe('Erro interno do servidor');
  });
});
