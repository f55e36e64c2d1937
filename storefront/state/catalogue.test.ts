import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { AnalyticsEvent } from '@storefront/analytics/events';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import {
  categoryAddress,
  categoryHeader,
  chooseSort,
  loadCategories,
  loadCategory,
  loadProducts,
  openCatalogue,
  searchProducts,
  type CatalogueContext,
} from './catalogue';
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
    await openCatalogue(store, context, { q: '', categoria: leaf.id });
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

describe('the category header (spec 7 obter-setor)', () => {
  const setorCalls = () => seen.filter((r) => r.url.includes('/setores-produto/obter-setor/'));
  const failTree = () => mock.server.use(http.get('*/v2/app/:apptoken/listacategoriasprodutos/:supplier', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 })));
  const failSetor = () => mock.server.use(http.get('*/v2/app/setores-produto/obter-setor/:idfornecedor/:idsetor', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 })));

  it('names a category opened by a link while the tree failed: its name and subcategories, from obter-setor', async () => {
    const { store, context } = setup();
    failTree();
    await loadCategories(store, context);
    store.categoria = 'demo/mercearia';
    expect(categoryHeader(store)).toBeNull();
    await loadCategory(store, context);
    expect(new URL(setorCalls()[0]!.url).pathname).toBe(`/api/v2/app/setores-produto/obter-setor/${S}/demo%2Fmercearia`);
    const header = categoryHeader(store);
    expect(header?.setor.nome).toBe('Mercearia');
    expect(header?.setor.filhos.map((s) => s.nome)).toContain('Arroz');
    // Without the tree, no parents to show.
    expect(header?.caminho).toEqual([]);
    // Asked once for the category.
    await loadCategory(store, context);
    expect(setorCalls()).toHaveLength(1);
  });

  it("puts it in the tree when the tree has it: its parents from the top", async () => {
    const { store, context } = setup();
    await loadCategories(store, context);
    store.categoria = 'demo/mercearia/arroz';
    await loadCategory(store, context);
    expect(categoryHeader(store)?.caminho.map((s) => s.nome)).toEqual(['Mercearia']);
    expect(categoryHeader(store)?.setor.nome).toBe('Arroz');
  });

  it("falls back to the tree's name when the call fails", async () => {
    const { store, context } = setup();
    failSetor();
    await loadCategories(store, context);
    store.categoria = 'demo/bebidas';
    await loadCategory(store, context);
    expect(store.setor).toBeNull();
    expect(categoryHeader(store)?.setor.nome).toBe('Bebidas');
  });

  it('drops the answer for a category the shopper left meanwhile', async () => {
    const { store, context } = setup();
    store.categoria = 'demo/bebidas';
    const asked = loadCategory(store, context);
    store.categoria = 'demo/limpeza';
    await asked;
    expect(store.setor).toBeNull();
    expect(categoryHeader(store)).toBeNull();
  });

  it("names GA4's item list after it (view_item_list)", async () => {
    const { store, context } = setup();
    failTree();
    const events: AnalyticsEvent[] = [];
    store.categoria = 'demo/limpeza';
    await loadCategory(store, context);
    const track = (event: AnalyticsEvent) => {
      events.push(event);
      return Promise.resolve();
    };
    await loadProducts(store, { ...context, track });
    expect(events[0]).toMatchObject({ event: 'view_item_list', item_list_id: 'demo/limpeza', item_list_name: 'Limpeza' });
  });

  it("changes the address's category and keeps the search; the tags stay with the shopper", () => {
    const address = new URLSearchParams({ q: 'arroz', categoria: 'demo/bebidas', tag: 'promocao' });
    expect(categoryAddress(address, 'demo/mercearia')).toBe('?q=arroz&categoria=demo%2Fmercearia');
    expect(categoryAddress(address, null)).toBe('?q=arroz');
    expect(categoryAddress(new URLSearchParams({ categoria: 'demo/bebidas' }), null)).toBe('');
  });
});
