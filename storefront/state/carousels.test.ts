import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { createCarouselsStore, isProductCarousel, loadCarousels, type CarouselQuery } from './carousels';
import { defaultCookiePreferences } from './consent';
import { CAROUSEL_LOAD_DELAY_MS, CAROUSEL_PRODUCTS_LOAD_DELAY_MS } from './constants';

/** The demo supplier of the mock platform. */
const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

const api = createApiClient(
  { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
  { supplierId: () => S, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
);

const home: CarouselQuery = { idfornecedor: S, page: 'home', device: 'desktop' };
const carouselCalls = () => seen.filter((r) => r.url.includes('carrossel/list-for-page')).map((r) => new URL(r.url));

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the mock platform answer without moving the fake clock (vi.waitFor would move it). */
async function settle(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('carousels per page (spec 2, 4, 7, 9)', () => {
  it('waits 10 ms, lists the carousels, then loads each product carousel 1000 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createCarouselsStore();
    const done = loadCarousels(store, api, home);
    expect(store.status).toBe('loading');
    expect(carouselCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CAROUSEL_LOAD_DELAY_MS);
    await settle(() => store.status === 'loaded');
    expect(store.status).toBe('loaded');
    const [list] = carouselCalls();
    expect(list?.pathname).toContain(`/app%3A${EMPTY_ID}/`);
    expect(Object.fromEntries(list!.searchParams)).toMatchObject({ page: 'home', device: 'desktop', loadProdutos: 'false' });
    expect(store.carrosseis.map((c) => [c.titulo, c.tipo_conteudo])).toEqual([
      ['Destaques', 'STATIC_IMAGES'],
      ['Mais vendidos', 'PRODUTOS_MAIS_VENDIDOS'],
    ]);
    const shelf = store.carrosseis.find(isProductCarousel)!;
    expect(store.produtos[shelf.idcarrossel]).toEqual({ status: 'loading', lista: [] });
    // The banner's action link is resolved by the platform (spec 7 link-acao).
    await settle(() => 'ofertas-semana' in store.acoes);
    expect(store.acoes).toEqual({ 'ofertas-semana': 'produtos?q=arroz' });
    await vi.advanceTimersByTimeAsync(CAROUSEL_PRODUCTS_LOAD_DELAY_MS - 1);
    expect(carouselCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(Object.fromEntries(carouselCalls()[1]!.searchParams)).toMatchObject({ idcarrossel: shelf.idcarrossel, loadProdutos: 'true' });
    expect(store.produtos[shelf.idcarrossel]?.status).toBe('loaded');
    expect(store.produtos[shelf.idcarrossel]?.lista.length).toBeGreaterThan(0);
  });

  it("asks a static page's own carousels by its id, with the client's id", async () => {
    const store = createCarouselsStore();
    await loadCarousels(store, api, { idfornecedor: S, idcliente: 'c-maria', page: 'pagina-estatica', device: 'mobile', idstaticpage: 'demo-quem-somos' });
    expect(store.carrosseis.map((c) => c.titulo)).toEqual(['Nossa loja']);
    expect(store.produtos).toEqual({});
    const [call] = carouselCalls();
    expect(call?.pathname).toContain('/app%3Ac-maria/');
    expect(call?.searchParams.get('idstaticpage')).toBe('demo-quem-somos');
    // The same page again is not asked twice.
    await loadCarousels(store, api, { idfornecedor: S, idcliente: 'c-maria', page: 'pagina-estatica', device: 'mobile', idstaticpage: 'demo-quem-somos' });
    expect(carouselCalls()).toHaveLength(1);
  });

  it('a failed list is failed and asked again next time; failed products fail alone', async () => {
    const store = createCarouselsStore();
    mock.useScenario('carrosseis-falha');
    await loadCarousels(store, api, home);
    expect(store).toMatchObject({ status: 'failed', carrosseis: [] });
    mock.useScenario('carrossel-produtos-falha');
    await loadCarousels(store, api, home);
    expect(store.status).toBe('loaded');
    const shelf = store.carrosseis.find(isProductCarousel)!;
    expect(store.produtos[shelf.idcarrossel]).toEqual({ status: 'failed', lista: [] });
  });

  it('an answer for an older page is dropped when another page asked since', async () => {
    const store = createCarouselsStore();
    const first = loadCarousels(store, api, home);
    const second = loadCarousels(store, api, { ...home, page: 'produtos' });
    await Promise.all([first, second]);
    // The catalogue's banner alone: none of the home's carousels.
    expect(store.status).toBe('loaded');
    expect(store.carrosseis.map((c) => c.idcarrossel)).toEqual(['demo-produtos-atacado']);
  });

  it('keeps the shelves on show while another screen asks for its own, and swaps them when they come', async () => {
    const store = createCarouselsStore();
    await loadCarousels(store, api, home, { paced: false });
    const shelf = store.carrosseis.find(isProductCarousel)!;
    const shown = store.produtos[shelf.idcarrossel]?.lista.map((p) => p.idproduto);
    expect(shown?.length).toBeGreaterThan(0);

    const phone = loadCarousels(store, api, { ...home, device: 'mobile' }, { paced: false });
    // Nothing falls back to a placeholder meanwhile: the banners and the shelf's products stay.
    expect(store.status).toBe('loaded');
    expect(store.carrosseis.map((c) => c.titulo)).toEqual(['Destaques', 'Mais vendidos']);
    await settle(() => carouselCalls().length === 3);
    expect(store.produtos[shelf.idcarrossel]).toMatchObject({ status: 'loaded' });
    expect(store.produtos[shelf.idcarrossel]?.lista.map((p) => p.idproduto)).toEqual(shown);
    await phone;
    const [, , list, products] = carouselCalls();
    expect(list?.searchParams.get('device')).toBe('mobile');
    expect(products?.searchParams.get('device')).toBe('mobile');
    expect(store.produtos[shelf.idcarrossel]?.status).toBe('loaded');
  });

  it("asks for the catalogue's and the product page's own carousels, a product shelf's products after the list", async () => {
    const store = createCarouselsStore();
    await loadCarousels(store, api, { ...home, page: 'produto' });
    expect(store.carrosseis.map((c) => [c.idcarrossel, c.tipo_conteudo])).toEqual([['demo-produto-lancamentos', 'PRODUTOS']]);
    expect(store.produtos['demo-produto-lancamentos']?.status).toBe('loaded');
    expect(store.produtos['demo-produto-lancamentos']?.lista.length).toBeGreaterThan(0);
  });

  it('an action link the platform does not know leaves the image unlinked', async () => {
    const store = createCarouselsStore();
    mock.db.platformOf(S)!.linksAcao = {};
    try {
      await loadCarousels(store, api, home);
    } finally {
      mock.db.platformOf(S)!.linksAcao = { 'ofertas-semana': 'produtos?q=arroz' };
    }
    expect(store.acoes).toEqual({ 'ofertas-semana': null });
  });
});
