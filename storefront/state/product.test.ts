import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { Usuario } from '@storefront/api/endpoints';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, cartSummary, resetCart } from './cart';
import { createCartStore } from './cartStore';
import { createCheckoutStore } from './checkoutStore';
import { defaultCookiePreferences } from './consent';
import { GALLERY_MAX_PHOTOS, RELATED_PRODUCTS_MAX } from './constants';
import { createPanelsStore } from './panels';
import {
  answerAgeCheck,
  cancelPurchase,
  changeProductQuantity,
  confirmServices,
  createProductStore,
  requestAdd,
  type ProductContext,
} from './product';
import {
  loadProduct,
  loadProductPage,
  loadProductPhotos,
  loadProductTags,
  loadRelatedProducts,
  productStoreOf,
  setAvailabilityAlert,
} from './productPage';
import { createSessionStore } from './sessionStore';
import { createSupplierStore } from './supplier';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

const maria: Usuario = { idcliente: 'c-maria', nome: 'Maria', email: 'maria@exemplo.com.br', cpf: '00000000000', cadastro_aprovado: true, formaPagamentoActive: { idformapagto: 'pix' } };

function setup(supplier = S) {
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => supplier, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const stores = { supplier: createSupplierStore(), session: createSessionStore(), cart: createCartStore(), panels: createPanelsStore(), checkout: createCheckoutStore() };
  stores.supplier.fornecedor = mock.db.findSupplier({ idfornecedor: supplier }) ?? null;
  const context: ProductContext = { api, ...stores, cartContext: cartContextFor(api, stores) };
  return { store: createProductStore(), context, stores };
}

/** A loaded page of a product of the mock catalogue. */
async function pageOf(idproduto: string, supplier = S) {
  const page = setup(supplier);
  await loadProduct(page.store, page.context, idproduto);
  return page;
}

const carts: ReturnType<typeof createCartStore>[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  // No debounced cart save may outlive its test.
  carts.splice(0).forEach(resetCart);
  vi.useRealTimers();
});

describe('the product page store (spec 7 product detail)', () => {
  it('loads the product for the web channel, the delivery type and the client payment method', async () => {
    const { store, context, stores } = setup();
    context.session.usuario = maria;
    stores.checkout.tipoEntrega = 'RETIRADA';
    await loadProduct(store, context, 'demo-arroz-6');
    expect(store.status).toBe('loaded');
    expect(store.produto?.nome).toBe('Arroz branco tipo 1 Da Casa 5 kg');
    expect(store.produto?.similares.length).toBeGreaterThan(0);
    expect(store.produto?.similares.every((p) => p.idcategoria === store.produto?.idcategoria)).toBe(true);
    const request = seen.find((r) => r.url.includes('/produto/'))!;
    expect(new URL(request.url).pathname).toBe(`/api/v2/app/app/fornecedor/${S}/produto/demo-arroz-6`);
    const query = new URL(request.url).searchParams;
    expect(query.get('canalVenda')).toBe('WEB');
    expect(query.get('tipoEntrega')).toBe('RETIRADA');
    // The client's active payment method until one is chosen at checkout.
    expect(query.get('idformapagamento')).toBe('pix');
    stores.checkout.payment.selected = 'boleto';
    await loadProduct(store, context, 'demo-arroz-6');
    expect(new URL(seen.filter((r) => r.url.includes('/produto/')).at(-1)!.url).searchParams.get('idformapagamento')).toBe('boleto');
  });

  it('tells an unknown product apart from a failure', async () => {
    const missing = await pageOf('nao-existe');
    expect(missing.store.status).toBe('notFound');
    mock.useScenario('produto-falha');
    const failed = await pageOf('demo-arroz-1');
    expect(failed.store.status).toBe('failed');
    expect(failed.store.error).toBe('Erro interno do servidor');
  });

  it('keeps the newest product when an older answer arrives late', async () => {
    vi.useRealTimers();
    // The first product answers last.
    mock.server.use(
      http.get('*/fornecedor/:supplier/produto/demo-arroz-1', async () => {
        await delay(100);
        return HttpResponse.json({ ...mock.db.productOf(S, 'demo-arroz-1'), imagens: [], similares: [] });
      }),
    );
    const { store, context } = setup();
    const first = loadProduct(store, context, 'demo-arroz-1');
    const second = loadProduct(store, context, 'demo-arroz-2');
    await second;
    expect(store.produto?.idproduto).toBe('demo-arroz-2');
    await first;
    expect(store.produto?.idproduto).toBe('demo-arroz-2');
    expect(store.status).toBe('loaded');
  });
});

describe("the product page's loader (on the server for the first page)", () => {
  it('gives the product as this shopper may see it, who it is priced for, and nothing that comes later', async () => {
    const { context } = setup();
    context.session.usuario = maria;
    const data = await loadProductPage(context, 'demo-arroz-6');
    expect(data).toMatchObject({ idproduto: 'demo-arroz-6', status: 'loaded', error: null, pricedFor: 'c-maria' });
    expect(data.produto?.nome).toBe('Arroz branco tipo 1 Da Casa 5 kg');
    expect(data.photos.length).toBeGreaterThan(0);
    expect(new URL(seen.find((r) => r.url.includes('/produto/'))!.url).searchParams.get('idformapagamento')).toBe('pix');
    // The tags, more photos and related products are the page's to ask, once it runs.
    expect(seen.some((r) => /filtros-produto|all-images|produto-by-tags/.test(r.url))).toBe(false);
    expect(productStoreOf(data)).toMatchObject({ status: 'loaded', idproduto: 'demo-arroz-6', photos: data.photos, tags: [], related: [] });
  });

  it('tells an unknown product and a failure apart, for a visitor', async () => {
    const { context } = setup();
    expect(await loadProductPage(context, 'nao-existe')).toMatchObject({ status: 'notFound', produto: null, pricedFor: null });
    mock.useScenario('produto-falha');
    expect(await loadProductPage(context, 'demo-arroz-1')).toMatchObject({ status: 'failed', error: 'Erro interno do servidor' });
  });
});

describe("the product's search tags (spec 7 filtros-produto)", () => {
  it('loads them after the product, for the supplier and the product, named as the tag list names them', async () => {
    const { store, context } = setup();
    await loadProduct(store, context, 'demo-arroz-6');
    expect(store.status).toBe('loaded');
    await vi.waitFor(() => expect(store.tags).toEqual([{ id: 'mais-vendidos', nome: 'Mais vendidos', grupo: 'Destaques' }]));
    const request = seen.find((r) => r.url.includes('filtros-produto'))!;
    expect(new URL(request.url).pathname).toBe(`/api/v4/tag-pesquisa/${S}/filtros-produto/demo-arroz-6`);
    // The product was asked first: the tags never hold it up.
    expect(seen.findIndex((r) => r.url.includes('/produto/demo-arroz-6'))).toBeLessThan(seen.indexOf(request));
  });

  it('shows none when the call fails, and drops an answer for a product left in the meantime', async () => {
    const page = await pageOf('demo-arroz-6');
    await vi.waitFor(() => expect(page.store.tags.map((t) => t.id)).toEqual(['mais-vendidos']));
    // demo-arroz-4 has other tags; its answer arrives while the page shows demo-arroz-6.
    await loadProductTags(page.store, page.context, 'demo-arroz-4');
    expect(page.store.tags.map((t) => t.id)).toEqual(['mais-vendidos']);
    mock.useScenario('erro-500');
    await loadProductTags(page.store, page.context, 'demo-arroz-6');
    expect(page.store.tags).toEqual([]);
  });
});

describe("the product's photos (spec 7 all-images)", () => {
  const photo = (name: string) => `/fixtures/products/${name}.svg`;
  const answering = (answer: () => Response) => mock.server.use(http.get('*/superon/imagens/:idfornecedor/:idproduto/all-images', answer));

  it("asks for every photo of the product after it, and adds the others after the product's own, each once", async () => {
    const { store } = await pageOf('demo-arroz-6');
    // The page shows the product's own photo at once; the full list joins it when it answers.
    expect(store.photos[0]).toBe(photo('arroz'));
    await vi.waitFor(() => expect(store.photos).toEqual([photo('arroz'), photo('arroz-verso'), photo('arroz-graos')]));
    const request = seen.find((r) => r.url.includes('/all-images'))!;
    expect(new URL(request.url).pathname).toBe(`/api/superon/imagens/${S}/demo-arroz-6/all-images`);
    expect(seen.findIndex((r) => r.url.includes('/produto/demo-arroz-6'))).toBeLessThan(seen.indexOf(request));
  });

  it('keeps the main photo first and takes only addresses, at most a gallery full', async () => {
    const extra = Array.from({ length: 20 }, (_, i) => `/fotos/${i}.svg`);
    answering(() => HttpResponse.json([null, 42, '  ', ` ${photo('arroz')} `, '/fotos/0.svg', ...extra]));
    const page = await pageOf('demo-arroz-6');
    await loadProductPhotos(page.store, page.context, 'demo-arroz-6');
    expect(page.store.photos).toEqual([photo('arroz'), ...extra].slice(0, GALLERY_MAX_PHOTOS));
  });

  it.each([
    ['fails', () => HttpResponse.json({ mensagem: 'Erro interno do servidor' }, { status: 500 })],
    ['answers no photo', () => HttpResponse.json([])],
    ['answers something else', () => HttpResponse.json({ imagens: ['/fotos/1.svg'] })],
  ])("keeps the product's own photos when the call %s", async (_, answer) => {
    answering(answer);
    const page = await pageOf('demo-arroz-6');
    await loadProductPhotos(page.store, page.context, 'demo-arroz-6');
    expect(page.store.photos).toEqual([photo('arroz')]);
  });

  it('drops an answer for a product left in the meantime', async () => {
    const page = await pageOf('demo-arroz-6');
    await vi.waitFor(() => expect(page.store.photos).toHaveLength(3));
    await loadProductPhotos(page.store, page.context, 'demo-vinho-250');
    expect(page.store.photos).toHaveLength(3);
    expect(page.store.photos).not.toContain(photo('vinho-rotulo'));
  });
});

describe('related products (spec 7 produto-by-tags)', () => {
  it("asks for the products with the product's tags and keeps the others, not the product nor its similar ones", async () => {
    const { store } = await pageOf('demo-arroz-6');
    await vi.waitFor(() => expect(store.related.length).toBeGreaterThan(0));
    const request = seen.find((r) => r.url.includes('produto-by-tags'))!;
    const url = new URL(request.url);
    expect(url.pathname).toBe(`/api/v2/app/fornecedor/${S}/produto-by-tags`);
    expect(url.searchParams.get('tagsPesquisa')).toBe('mais-vendidos');
    // The product has no idcadastroextraproduto: its id stands for it.
    expect(url.searchParams.get('idcadastroextraproduto')).toBe('demo-arroz-6');
    const ids = store.related.map((p) => p.idproduto);
    expect(ids.length).toBeLessThanOrEqual(RELATED_PRODUCTS_MAX);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('demo-arroz-6');
    expect(ids.filter((id) => store.produto!.similares.some((p) => p.idproduto === id))).toEqual([]);
    expect(store.related.every((p) => p.tagsPesquisa?.includes('mais-vendidos'))).toBe(true);
  });

  it('prices them for the payment method the page is priced for', async () => {
    const { store, context } = setup();
    context.session.usuario = maria;
    await loadProduct(store, context, 'demo-arroz-6');
    await vi.waitFor(() => expect(store.related.length).toBeGreaterThan(0));
    expect(new URL(seen.find((r) => r.url.includes('produto-by-tags'))!.url).searchParams.get('idformapagamento')).toBe('pix');
    const first = store.related[0]!;
    expect(first.preco).toBe(mock.db.pricedFor(S, mock.db.productOf(S, first.idproduto)!, 'pix').preco);
    expect(first.preco).toBeLessThan(mock.db.productOf(S, first.idproduto)!.preco);
  });

  it('asks nothing for a product without tags', async () => {
    const untagged = mock.db.catalogueOf(S).produtos.find((p) => !p.tagsPesquisa?.length)!;
    const { store, context } = await pageOf(untagged.idproduto);
    await loadRelatedProducts(store, context, untagged.idproduto);
    expect(store.related).toEqual([]);
    expect(seen.some((r) => r.url.includes('produto-by-tags'))).toBe(false);
  });

  it('shows none when the call fails, nor for a product the page no longer shows', async () => {
    mock.server.use(http.get('*/v2/app/fornecedor/:supplier/produto-by-tags', () => HttpResponse.json({ mensagem: 'Erro interno do servidor' }, { status: 500 })));
    const page = await pageOf('demo-arroz-6');
    await loadRelatedProducts(page.store, page.context, 'demo-arroz-6');
    expect(page.store.related).toEqual([]);
    mock.useScenario('padrao');
    await loadRelatedProducts(page.store, page.context, 'demo-arroz-4');
    expect(page.store.related).toEqual([]);
    await loadRelatedProducts(page.store, page.context, 'demo-arroz-6');
    expect(page.store.related.length).toBeGreaterThan(0);
  });
});

describe('the availability alert ("Avise-me", spec 7)', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const { store, context } = await pageOf('demo-arroz-14');
    seen.length = 0;
    await setAvailabilityAlert(store, context, true);
    expect(context.panels.active).toBe('login');
    expect(store.alert).toMatchObject({ on: false, loginAsked: true });
    expect(seen).toHaveLength(0);
  });

  it('subscribes and unsubscribes the signed-in client', async () => {
    const { store, context } = await pageOf('demo-arroz-14');
    context.session.usuario = maria;
    seen.length = 0;
    await setAvailabilityAlert(store, context, true);
    expect(store.alert).toMatchObject({ on: true, pending: false, error: null });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v4/notificacao/alerta-disponibilidade');
    expect(await seen[0]!.json()).toEqual({ idcliente: 'c-maria', idfornecedor: S, idproduto: 'demo-arroz-14' });
    expect(mock.db.data().alerts).toContain('c-maria|demo-arroz-14');

    await setAvailabilityAlert(store, context, false);
    expect(store.alert.on).toBe(false);
    expect(new URL(seen[1]!.url).pathname).toBe('/api/v4/notificacao/alerta-disponibilidade/remove');
    expect(mock.db.data().alerts).not.toContain('c-maria|demo-arroz-14');
  });

  it("keeps the switch as it was and the server's text when the call fails", async () => {
    const { store, context } = await pageOf('demo-arroz-14');
    context.session.usuario = maria;
    mock.useScenario('erro-500');
    await setAvailabilityAlert(store, context, true);
    expect(store.alert).toMatchObject({ on: false, pending: false, error: 'Erro interno do servidor' });
  });
});

describe('adding from the product page', () => {
  it('adds a product without checks at once, like the catalogue (optimistic)', async () => {
    const { store, context } = await pageOf('demo-arroz-6');
    carts.push(context.cart);
    const declined = store.ageDeclined;
    requestAdd(store, context, store.produto!);
    expect(store.pending).toBeNull();
    // Nothing the page shows changed in the page's store: the catalogue around the card does not re-render.
    expect(store.ageDeclined).toBe(declined);
    expect(context.cart.lines).toHaveLength(1);
    expect(context.cart.lines[0]).toMatchObject({ quantity: 1, product: { idproduto: 'demo-arroz-6' } });
    // The detail's extras stay out of the cart line.
    expect(context.cart.lines[0]!.product).not.toHaveProperty('similares');
    expect(changeProductQuantity(context, store.produto!, { type: 'SET', value: 6 })).toBe(6);
  });

  it('asks the age before the first add of an age-restricted product; no adds nothing', async () => {
    const { store, context } = await pageOf('demo-cerveja-233');
    carts.push(context.cart);
    requestAdd(store, context, store.produto!);
    expect(store.pending?.step).toBe('ageCheck');
    answerAgeCheck(store, context, false);
    expect(store.pending).toBeNull();
    expect(store.ageDeclined).toEqual(['demo-cerveja-233']);
    expect(context.cart.lines).toHaveLength(0);
    // A no is not remembered: the next add asks again.
    requestAdd(store, context, store.produto!);
    expect(store.pending?.step).toBe('ageCheck');
  });

  it('remembers a yes for the session: the next add of any such product asks nothing', async () => {
    const { store, context } = await pageOf('demo-cerveja-233');
    carts.push(context.cart);
    requestAdd(store, context, store.produto!);
    answerAgeCheck(store, context, true);
    expect(context.cart.lines).toHaveLength(1);
    expect(changeProductQuantity(context, store.produto!, { type: 'DEL' })).toBe(0);
    requestAdd(store, context, store.produto!);
    expect(store.pending).toBeNull();
    const other = store.produto!.similares.find((p) => p.idadeMinima === 18)!;
    requestAdd(store, context, other);
    expect(store.pending).toBeNull();
    expect(context.cart.lines).toHaveLength(2);
    // Another session (a new app, a test, a story) asks again.
    requestAdd(store, { ...context, session: createSessionStore() }, other);
    expect(store.pending).toMatchObject({ step: 'ageCheck', product: { idproduto: other.idproduto } });
  });

  it('offers the additional services after the age check and keeps the chosen ones', async () => {
    const { store, context } = await pageOf('demo-vinho-250');
    carts.push(context.cart);
    requestAdd(store, context, store.produto!);
    answerAgeCheck(store, context, true);
    expect(store.pending?.step).toBe('services');
    expect(context.cart.lines).toHaveLength(0);
    confirmServices(store, context, ['taca', 'nao-oferecido']);
    // The chosen service is part of the line (only the ones offered): shown, charged, saved and ordered with it.
    expect(context.cart.lines[0]).toMatchObject({ quantity: 1, product: { idproduto: 'demo-vinho-250' }, services: [{ id: 'taca', nome: 'Taça de cristal para presente', preco: 24.9 }] });
    expect(cartSummary(context.cart).totalCents).toBe(Math.round(store.produto!.preco * 100) + 2490);
    // Taking the product out takes its services with the line.
    changeProductQuantity(context, store.produto!, { type: 'DEL' });
    expect(context.cart.lines).toEqual([]);
  });

  it('adds nothing when the services dialog is cancelled', async () => {
    const { store, context } = await pageOf('padaria-sol-bolo-13', '2b8f6d03-7e1c-4a95-8d2b-c0e4f6a1b397');
    carts.push(context.cart);
    requestAdd(store, context, store.produto!);
    expect(store.pending?.step).toBe('services');
    cancelPurchase(store);
    expect(store.pending).toBeNull();
    expect(context.cart.lines).toHaveLength(0);
  });

  it('changes nothing while an attendant has the cart locked', async () => {
    const { store, context } = await pageOf('demo-arroz-6');
    context.cart.locked = true;
    requestAdd(store, context, store.produto!);
    expect(store.pending).toBeNull();
    expect(context.cart.lines).toHaveLength(0);
  });
});
