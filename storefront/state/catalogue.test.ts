import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { AnalyticsEvent } from '@storefront/analytics/events';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import {
  categoryHeader,
  loadCataloguePage,
  loadCategories,
  loadCategory,
  loadProducts,
  type CatalogueContext,
} from './catalogue';
import { catalogueAddressOf } from '@storefront/domain/catalogueAddress';
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
    const page = await loadCataloguePage(context, { q: '', categoria: leaf.id, tags: [], ordem: null, pages: 1 }, store.setores);
    expect(page.totalItems).toBe(leaf.quantidade);
    expect(page.produtos.every((p) => p.idcategoria.startsWith(leaf.id))).toBe(true);
    expect(categoryHeader(page)?.setor.nome).toBe(leaf.nome);
    // The tree it was given is not asked again.
    expect(seen.filter((r) => r.url.includes('/listacategoriasprodutos/'))).toHaveLength(1);
  });

  it('loads the page of an address side by side: products, tree, header and tags', async () => {
    const { context } = setup();
    const page = await loadCataloguePage(context, catalogueAddressOf(new URLSearchParams('categoria=demo%2Fmercearia&tag=promocao')), []);
    expect(page).toMatchObject({ status: 'loaded', page: 1, categoria: 'demo/mercearia', tagsSelecionadas: ['promocao'] });
    expect(page.produtos.length).toBeGreaterThan(0);
    expect(page.produtos.every((p) => p.tagsPesquisa?.includes('promocao'))).toBe(true);
    expect(page.setores.length).toBeGreaterThan(0);
    expect(page.setor?.nome).toBe('Mercearia');
    expect(page.tags.map((t) => t.id)).toContain('promocao');
    // Plain data: it goes to the browser with the page.
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it('searches without ampersands, sorted by relevance', async () => {
    const { context } = setup();
    const page = await loadCataloguePage(context, { q: 'arroz & integral', categoria: null, tags: [], ordem: null, pages: 1 }, []);
    const query = new URL(seen.find((r) => r.url.includes('listaprodutosf'))!.url).searchParams;
    expect(query.get('sk')).toBe('arroz integral');
    expect(query.get('ordenacao')).toBe('pesquisa');
    expect(page.produtos.every((p) => /arroz integral/i.test(p.nome))).toBe(true);
  });

  it('sorts by the chosen option; one the supplier does not offer is the default', async () => {
    const { context } = setup();
    const page = await loadCataloguePage(context, { q: '', categoria: null, tags: [], ordem: 'menor-preco', pages: 1 }, []);
    const prices = page.produtos.map((p) => p.preco);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const odd = await loadCataloguePage(context, { q: '', categoria: null, tags: [], ordem: '<script>😀', pages: 1 }, []);
    expect(odd.ordenacao).toBe(context.ordenacoes[0]!.id);
  });

  it('brings the pages an address asks for, in order, and no page past the last', async () => {
    const { context } = setup();
    const first = await loadCataloguePage(context, catalogueAddressOf(new URLSearchParams('')), []);
    const three = await loadCataloguePage(context, catalogueAddressOf(new URLSearchParams('pagina=3')), []);
    expect(three).toMatchObject({ status: 'loaded', page: 3 });
    expect(three.produtos).toHaveLength(60);
    expect(three.produtos.slice(0, 20)).toEqual(first.produtos);
    expect(new Set(three.produtos.map((p) => p.idproduto)).size).toBe(60);
    const category = catalogueAddressOf(new URLSearchParams('categoria=demo%2Fmercearia&pagina=9'));
    const calls = () => seen.filter((r) => r.url.includes('listaprodutosf')).length;
    const before = calls();
    const short = await loadCataloguePage(context, category, []);
    expect(short.page).toBe(short.totalPages);
    expect(short.produtos).toHaveLength(short.totalItems);
    expect(calls() - before).toBe(short.totalPages);
  });

  it('keeps the pages before one that failed, with the failure shown', async () => {
    const { context } = setup();
    let asked = 0;
    mock.server.use(
      http.get('*/listaprodutosf/*', ({ request }) => {
        asked += 1;
        return new URL(request.url).searchParams.get('page') === '3' ? HttpResponse.json({ mensagem: 'Página indisponível' }, { status: 500 }) : undefined;
      }),
    );
    const page = await loadCataloguePage(context, catalogueAddressOf(new URLSearchParams('pagina=4')), []);
    expect(asked).toBe(4);
    expect(page).toMatchObject({ status: 'failed', page: 2, error: 'Página indisponível' });
    expect(page.produtos).toHaveLength(40);
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
});
