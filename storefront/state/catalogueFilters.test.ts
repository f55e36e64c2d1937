import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { endpoints } from '@storefront/api/endpoints';
import { handle } from '@mocks/handlers/paths';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { catalogueAddressOf, type CatalogueAddress } from '@storefront/domain/catalogueAddress';
import { loadCataloguePage, loadTags, type CatalogueContext } from './catalogue';
import { createCatalogueStore } from './catalogueStore';
import { defaultCookiePreferences } from './consent';

/* The catalogue's tag filters (spec 7 `tag-pesquisa`) and its address (`?q=`, `?categoria=`, `?tag=`). */

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

const at = (address: Partial<CatalogueAddress>): CatalogueAddress => ({ q: '', categoria: null, tags: [], ordem: null, pages: 1, ...address });

const lastQuery = (part: string) => new URL(seen.filter((r) => r.url.includes(part)).at(-1)!.url).searchParams;

afterEach(() => vi.useRealTimers());

describe('the tag filters', () => {
  it('loads the tags of the current category and text', async () => {
    const { store, context } = setup();
    store.categoria = 'demo/laticinios';
    store.busca = 'leite';
    await loadTags(store, context);
    const query = lastQuery('tag-pesquisa');
    expect(query.get('idcategoria')).toBe('demo/laticinios');
    expect(query.get('query')).toBe('leite');
    const offered = new Set(mock.db.listProducts(S, { categ: 'demo/laticinios', sk: 'leite', page: 1, limit: 1000 }).produtos.flatMap((p) => p.tagsPesquisa ?? []));
    expect(new Set(store.tags.map((t) => t.id))).toEqual(offered);
  });

  it('asks the list with every chosen tag as tagsPesquisa', async () => {
    const { context } = setup();
    const page = await loadCataloguePage(context, at({ tags: ['organico', 'promocao'] }), []);
    expect(lastQuery('listaprodutosf').get('tagsPesquisa')).toBe('organico,promocao');
    expect(page.produtos.length).toBeGreaterThan(0);
    expect(page.produtos.every((p) => p.tagsPesquisa?.includes('organico') && p.tagsPesquisa.includes('promocao'))).toBe(true);
    await loadCataloguePage(context, at({}), []);
    expect(lastQuery('listaprodutosf').has('tagsPesquisa')).toBe(false);
  });

  it('keeps offering a chosen tag the new category lacks, so it can be taken off', async () => {
    const { store, context } = setup();
    await loadTags(store, context);
    expect(store.tags.map((t) => t.id)).toContain('lancamento');
    store.tagsSelecionadas = ['lancamento'];
    store.categoria = 'demo/limpeza';
    // Pretend the new category has no launch.
    mock.server.use(handle(endpoints.tagsPesquisa, () => HttpResponse.json([{ id: 'promocao', nome: 'Promoção' }])));
    await loadTags(store, context);
    expect(store.tags.map((t) => t.id)).toEqual(['promocao', 'lancamento']);
  });

  it('drops an answer for a category left in the meantime', async () => {
    const { store, context } = setup();
    store.categoria = 'demo/bebidas';
    const pending = loadTags(store, context);
    store.categoria = 'demo/limpeza';
    await pending;
    expect(store.tags).toEqual([]);
  });

  it('goes without filters when the call fails', async () => {
    const { store, context } = setup();
    mock.useScenario('erro-500');
    await loadTags(store, context);
    expect(store.tags).toEqual([]);
  });
});

describe('the catalogue address', () => {
  it('?q= runs the text search and ?categoria= opens the category', async () => {
    const { context } = setup();
    const page = await loadCataloguePage(context, at({ q: 'arroz & integral', categoria: 'demo/mercearia' }), []);
    const query = lastQuery('listaprodutosf');
    expect(query.get('sk')).toBe('arroz integral');
    expect(query.get('categ')).toBe('demo/mercearia');
    expect(page.produtos.every((p) => /arroz integral/i.test(p.nome))).toBe(true);
  });

  it('?tag= (repeated or comma-separated) chooses those filters and narrows the list', async () => {
    const { context } = setup();
    const page = await loadCataloguePage(context, at({ tags: catalogueAddressOf(new URLSearchParams('tag=organico,promocao')).tags }), []);
    expect(page.tagsSelecionadas).toEqual(['organico', 'promocao']);
    expect(lastQuery('listaprodutosf').get('tagsPesquisa')).toBe('organico,promocao');
    expect(page.produtos.length).toBeGreaterThan(0);
    expect(page.produtos.every((p) => p.tagsPesquisa?.includes('organico') && p.tagsPesquisa.includes('promocao'))).toBe(true);
  });

  it('names a tag chosen from the address that the category does not offer, from the supplier list', async () => {
    const { store, context } = setup();
    // Pretend the category offers promotions only; the supplier-wide list (no idcategoria) is the real one.
    mock.server.use(
      handle(endpoints.tagsPesquisa, ({ request }) =>
        new URL(request.url).searchParams.has('idcategoria') ? HttpResponse.json([{ id: 'promocao', nome: 'Promoção' }]) : undefined,
      ),
    );
    Object.assign(store, { categoria: 'demo/limpeza', tagsSelecionadas: ['sem-gluten', 'nao-existe'] });
    await loadTags(store, context);
    expect(store.tags).toEqual([
      { id: 'promocao', nome: 'Promoção' },
      { id: 'sem-gluten', nome: 'Sem glúten', grupo: 'Destaques' },
      { id: 'nao-existe', nome: 'nao-existe' },
    ]);
    // Named once: the next list keeps the chips it has.
    const calls = seen.filter((r) => r.url.includes('tag-pesquisa')).length;
    await loadTags(store, context);
    expect(seen.filter((r) => r.url.includes('tag-pesquisa')).length).toBe(calls + 1);
    expect(store.tags.map((t) => t.nome)).toEqual(['Promoção', 'Sem glúten', 'nao-existe']);
  });

  it('still shows a tag chosen from the address when the tag lists fail', async () => {
    const { store, context } = setup();
    store.tagsSelecionadas = ['organico'];
    mock.useScenario('erro-500');
    await loadTags(store, context);
    expect(store.tags).toEqual([{ id: 'organico', nome: 'organico' }]);
  });
});
