import { delay, http, HttpResponse } from 'msw';
import { snapshot } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { shopperAt } from '../../tests/support/stateShopper';
import { createCatalogueStore } from './catalogueStore';
import { checkoutOfferOf } from './checkoutStore';
import { currentPriceTerms, loadProducts, priceTerms, priceTermsKey } from './catalogue';
import { loadPaymentMethods } from './payment';
import { login } from './session';
import { createStores } from './stores';

const { mock, seen } = useMockPlatform();

async function at(slug = 'demo', who: string | null = null) {
  const { stores, api, fornecedor } = await shopperAt(slug, who);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

const paymentCalls = () => seen.filter((r) => r.url.includes('/formas-pagamento'));
const listCalls = () => seen.filter((r) => /\/listaprodutosf?\//.test(new URL(r.url).pathname)).map((r) => new URL(r.url));

describe('payment methods from the first page (spec 4)', () => {
  it('loads them when missing and makes the first one active, once for the same supplier and client', async () => {
    const { stores, api } = await at();
    await Promise.all([loadPaymentMethods(stores, api), loadPaymentMethods(stores, api)]);
    expect(stores.checkout.payment).toMatchObject({ status: 'loaded', selected: 'cartao' });
    expect(stores.checkout.payment.methods.map((m) => m.idformapagto)).toEqual(['cartao', 'pix', 'boleto']);
    await loadPaymentMethods(stores, api);
    expect(paymentCalls()).toHaveLength(1);
    // The checkout asks again (what it shows is fresh); the choice stays.
    stores.checkout.payment.selected = 'pix';
    await loadPaymentMethods(stores, api, { refresh: true });
    expect(paymentCalls()).toHaveLength(2);
    expect(stores.checkout.payment.selected).toBe('pix');
  });

  it("keeps the one chosen before, else the client's active one, and asks again for a client who signs in", async () => {
    const { stores, api, idfornecedor } = await at();
    await loadPaymentMethods(stores, api);
    expect(new URL(paymentCalls()[0]!.url).searchParams.has('idcliente')).toBe(false);
    expect(await login(stores.session, api, idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
    stores.checkout.payment.selected = null;
    stores.session.usuario!.formaPagamentoActive = { idformapagto: 'boleto' };
    await loadPaymentMethods(stores, api);
    expect(new URL(paymentCalls().at(-1)!.url).searchParams.get('idcliente')).toBe('c-maria');
    expect(stores.checkout.payment.selected).toBe('boleto');
  });

  it('a failure is marked and a later load tries again; an answer for a client who left is dropped', async () => {
    const { stores, api, idfornecedor } = await at();
    mock.server.use(http.get('*/fornecedor/:id/formas-pagamento', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 }), { once: true }));
    await loadPaymentMethods(stores, api);
    expect(stores.checkout.payment.status).toBe('failed');
    mock.server.use(http.get('*/fornecedor/:id/formas-pagamento', async () => {
      await delay(50);
      return HttpResponse.json([{ idformapagto: 'velho', descricao: 'Antigo', tipo: 'OUTRO' }]);
    }, { once: true }));
    const visitor = loadPaymentMethods(stores, api);
    expect(await login(stores.session, api, idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
    await Promise.all([visitor, loadPaymentMethods(stores, api)]);
    expect(stores.checkout.payment.methods.map((m) => m.idformapagto)).toEqual(['cartao', 'pix', 'boleto']);
  });

  it('methods handed over with the page (loaded on the server) are not asked for again, unless for someone else', async () => {
    const server = await at();
    await loadPaymentMethods(server.stores, server.api);
    const browser = createStores();
    Object.assign(browser.supplier, JSON.parse(JSON.stringify(snapshot(server.stores.supplier))));
    Object.assign(browser.checkout, JSON.parse(JSON.stringify(checkoutOfferOf(server.stores.checkout))));
    await loadPaymentMethods(browser, server.api);
    expect(paymentCalls()).toHaveLength(1);
    expect(await login(browser.session, server.api, server.idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
    await loadPaymentMethods(browser, server.api);
    expect(paymentCalls()).toHaveLength(2);
  });

  it('without a supplier there is nothing to ask', async () => {
    const stores = createStores();
    await loadPaymentMethods(stores, createApiClient({ baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' }, { supplierId: () => undefined, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() }));
    expect(stores.checkout.payment.status).toBe('idle');
  });
});

describe('catalogue prices follow the payment method and the delivery type (spec 4, 7)', () => {
  it("asks a visitor's list (v1) with the active method and delivery type, at that method's prices", async () => {
    const { stores, api, idfornecedor } = await at();
    const catalogue = createCatalogueStore();
    const context = { api, idfornecedor, ordenacoes: [], terms: () => priceTerms(stores, api) };
    await loadProducts(catalogue, context);
    const [first] = listCalls();
    expect(first!.pathname).toMatch(/\/v1\/app\/app\/listaprodutosf\//);
    expect(first!.searchParams.get('formapagamento')).toBe('cartao');
    expect(first!.searchParams.get('tipoentrega')).toBe('DELIVERY');
    const byCard = catalogue.produtos[0]!.preco;
    expect(catalogue.pricedWith).toBe(priceTermsKey(currentPriceTerms(stores)));

    // demo has support-price-variance-by-payment: the platform gives PIX its own prices.
    stores.checkout.payment.selected = 'pix';
    expect(catalogue.pricedWith).not.toBe(priceTermsKey(currentPriceTerms(stores)));
    await loadProducts(catalogue, context);
    expect(listCalls().at(-1)!.searchParams.get('formapagamento')).toBe('pix');
    expect(catalogue.produtos[0]!.preco).toBe(Math.round(byCard * 0.95 * 100) / 100);
  });

  it('asks the authenticated v2 list for a client with an address', async () => {
    const { stores, api, idfornecedor } = await at('demo', 'maria@exemplo.com.br');
    const catalogue = createCatalogueStore();
    await loadProducts(catalogue, { api, idfornecedor, ordenacoes: [], terms: () => priceTerms(stores, api) });
    expect(stores.checkout.addresses.selected).not.toBeNull();
    expect(listCalls()[0]!.pathname).toMatch(/\/v2\/app\/app\/listaprodutos\//);
    expect(currentPriceTerms(stores)).toEqual({ formapagamento: 'cartao', tipoentrega: 'DELIVERY', withAddress: true });
  });

  it('lists at the list prices when the payment methods cannot be had', async () => {
    const { stores, api, idfornecedor } = await at();
    mock.server.use(http.get('*/fornecedor/:id/formas-pagamento', () => HttpResponse.error()));
    const catalogue = createCatalogueStore();
    await loadProducts(catalogue, { api, idfornecedor, ordenacoes: [], terms: () => priceTerms(stores, api) });
    expect(catalogue.status).toBe('loaded');
    expect(listCalls().at(-1)!.searchParams.has('formapagamento')).toBe(false);
  });
});
