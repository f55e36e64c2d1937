import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { endpoints } from '@storefront/api/endpoints';
import { handle, queryOf } from '@mocks/handlers/paths';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { defaultCookiePreferences } from './consent';
import {
  awaitSuggestions,
  cancelSuggestions,
  catalogueSearchPath,
  chooseSuggestion,
  createSearchStore,
  loadSuggestions,
  typeSearch,
  type SearchContext,
} from './search';
import { supplierPaths } from '@storefront/paths';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

function setup(active: string | null = S) {
  const supplier = active ?? undefined;
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => supplier, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const context: SearchContext = { api, idfornecedor: () => supplier, idcliente: () => undefined };
  return { store: createSearchStore(), context };
}

const searches = () => seen.filter((r) => r.url.includes('full-text/pesquisar'));

afterEach(() => vi.useRealTimers());

describe('the header search suggestions', () => {
  it('asks once, 1000 ms after the last keystroke, without ampersands, and keeps at most 10', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, context } = setup();
    typeSearch(store, context, 'a');
    typeSearch(store, context, 'arr');
    typeSearch(store, context, '& arroz &');
    expect(store.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(999);
    expect(searches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(searches()).toHaveLength(1);
    const query = new URL(searches()[0]!.url).searchParams;
    expect(query.get('query')).toBe('arroz');
    expect(query.get('idfornecedor')).toBe(S);
    expect(mock.db.search(S, 'arroz').length).toBeGreaterThan(10);
    expect(store.suggestions).toHaveLength(10);
    expect(store.suggestions.every((s) => /arroz/i.test(s.nome))).toBe(true);
  });

  it('looks up the text already in the field after the same wait (typed before the suggestions arrived)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { context } = setup();
    const store = createSearchStore('feijão');
    awaitSuggestions(store, context);
    expect(store.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(999);
    expect(searches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(searches()).toHaveLength(1);
    expect(store.query).toBe('feijão');
    expect(store.suggestions.length).toBeGreaterThan(0);
  });

  it.each([
    ['an empty text', '   ', S],
    ['only ampersands', '& &', S],
    ['no active supplier', 'arroz', null],
  ])('asks nothing for %s', async (_, text, supplier) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, context } = setup(supplier);
    typeSearch(store, context, text);
    expect(store.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches()).toHaveLength(0);
    expect(store.suggestions).toEqual([]);
  });

  it('clears the suggestions when the text is erased', async () => {
    const { store, context } = setup();
    typeSearch(store, context, 'arroz');
    await loadSuggestions(store, context);
    expect(store.suggestions.length).toBeGreaterThan(0);
    typeSearch(store, context, '');
    expect(store).toMatchObject({ status: 'idle', suggestions: [] });
  });

  it('ranks the hits by score before cutting them to 10', async () => {
    mock.server.use(
      handle(endpoints.pesquisaTexto, () =>
        HttpResponse.json({
          resultset: Array.from({ length: 14 }, (_, i) => ({ idproduto: `p${i}`, nome: `Produto ${i}`, score: i % 7 })),
        }),
      ),
    );
    const { store, context } = setup();
    typeSearch(store, context, 'produto');
    await loadSuggestions(store, context);
    expect(store.suggestions.map((s) => s.idproduto)).toEqual(['p6', 'p13', 'p5', 'p12', 'p4', 'p11', 'p3', 'p10', 'p2', 'p9']);
  });

  it('drops an older request when a newer text is typed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.server.use(
      handle(endpoints.pesquisaTexto, async ({ request }) => {
        if (queryOf(request).get('query') !== 'feijao') return undefined;
        await gate;
        return HttpResponse.json({ resultset: [{ idproduto: 'velho', nome: 'Feijão de ontem', score: 9 }] });
      }),
    );
    const { store, context } = setup();
    typeSearch(store, context, 'feijao');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(searches()).toHaveLength(1));
    typeSearch(store, context, 'arroz');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    release();
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(store.suggestions.length).toBeGreaterThan(0);
    expect(store.suggestions.every((s) => /arroz/i.test(s.nome))).toBe(true);
    expect(store.status).toBe('loaded');
  });

  it('fails quietly: no suggestions, a failed status', async () => {
    mock.useScenario('erro-500');
    const { store, context } = setup();
    typeSearch(store, context, 'arroz');
    await loadSuggestions(store, context);
    expect(store).toMatchObject({ status: 'failed', suggestions: [] });
  });

  it('a chosen suggestion fills the field and asks nothing more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, context } = setup();
    typeSearch(store, context, 'arroz');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    const first = store.suggestions[0]!;
    expect(chooseSuggestion(store, first.idproduto)).toEqual(first);
    expect(store.query).toBe(first.nome);
    // react-aria writes the chosen name back into the field: the same text, no new request.
    typeSearch(store, context, first.nome);
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches()).toHaveLength(1);
  });

  it('a submitted search cancels the pending suggestions and keeps the text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, context } = setup();
    typeSearch(store, context, 'arroz');
    cancelSuggestions(store);
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches()).toHaveLength(0);
    expect(store).toMatchObject({ query: 'arroz', status: 'idle', suggestions: [] });
  });

  it('searches the catalogue for the text, without its ampersands', () => {
    expect(catalogueSearchPath(supplierPaths('demo'), ' arroz & feijão ')).toBe('/demo/produtos?q=arroz+feij%C3%A3o');
    expect(catalogueSearchPath(supplierPaths('demo'), '&')).toBe('/demo/produtos');
  });
});
