import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStores } from '@storefront/state/stores';
import { SupplierUnavailableError } from '@storefront/state/supplier';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { testConfig } from '../../tests/support/renderWithApp';
import { settled } from '../../tests/support/routerSettled';
import { createAppApi } from './api';
import type { AppConfig } from './config';
import { createRoutes } from './routes';

/* spec 1, 2 and 5: `/` resolves the supplier by the site's bare host, then white-label or default. */

const { mock, seen } = useMockPlatform();

const config: AppConfig = testConfig;

async function open(path: string, { host, settings = {}, company = null }: { host?: string; settings?: Partial<AppConfig>; company?: string | null } = {}) {
  const stores = createStores();
  const api = createAppApi({ ...config, ...settings }, stores, () => undefined);
  const routes = createRoutes({
    services: { stores, api },
    config: { ...config, ...settings },
    leaveForProviderSite: false,
    siteHost: host,
    returningCompany: () => company,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await settled(router);
  return { router, stores };
}

const supplierCalls = () => seen.filter((r) => new URL(r.url).pathname === '/api/v2/app/vitrine-demo/fornecedor').map((r) => Object.fromEntries(new URL(r.url).searchParams));
/** The lookup by domain fails with `status` (0: no answer at all); the lookup by segment still answers. */
const failDomainLookup = (status: number) =>
  http.get('*/v2/app/:apptoken/fornecedor', ({ request }) => {
    if (!new URL(request.url).searchParams.has('dominio')) return undefined;
    return status === 0 ? HttpResponse.error() : HttpResponse.json({ mensagem: 'falhou' }, { status });
  });

describe('the root route', () => {
  it.each([
    ['www.mercadoverde.localhost:4174', 'mercado-verde'],
    ['mercadoverde.localhost', 'mercado-verde'],
    ['https://cliente:senha@www.AdegaNoite.localhost/', 'adega-noite'],
  ])('goes from the site %s to its supplier /%s, keeping the query', async (host, slug) => {
    const { router, stores } = await open('/?utm_source=instagram', { host });
    expect(router.state.location.pathname).toBe(`/${slug}`);
    expect(router.state.location.search).toBe('?utm_source=instagram');
    expect(stores.supplier.fornecedor?.slug).toBe(slug);
    expect(stores.supplier.status).toBe('loaded');
  });

  it('asks by the bare host (spec 5), then not again for the supplier it found', async () => {
    await open('/', { host: 'www.mercadoverde.localhost:4174' });
    expect(supplierCalls()).toEqual([{ dominio: 'mercadoverde.localhost', tipoEntrega: 'DELIVERY', device: 'Desktop' }]);
    expect(seen.filter((r) => r.url.includes('/tema'))).toHaveLength(1);
  });

  it('asks the domain once per page life: `/` again goes straight to the supplier', async () => {
    const { router } = await open('/', { host: 'adeganoite.localhost' });
    await router.navigate('/demo');
    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/adega-noite');
    expect(supplierCalls().filter((q) => q.dominio)).toHaveLength(1);
  });

  it('an unknown domain (404) falls through to the default supplier', async () => {
    const { router, stores } = await open('/?utm_source=x', { host: 'localhost:5173' });
    expect(router.state.location.pathname).toBe('/demo');
    expect(router.state.location.search).toBe('?utm_source=x');
    expect(stores.supplier.fornecedor?.slug).toBe('demo');
    expect(supplierCalls()[0]).toEqual({ dominio: 'localhost', tipoEntrega: 'DELIVERY', device: 'Desktop' });
  });

  it('an unknown domain and no default supplier: the provider site (spec 2)', async () => {
    const { router } = await open('/', { host: '127.0.0.1:4174', settings: { defaultSupplier: undefined } });
    expect(router.state.errors?.[0]).toBeInstanceOf(SupplierUnavailableError);
  });

  it.each([500, 503, 0])('a failing domain lookup (%i) falls through to the default supplier', async (status) => {
    mock.server.use(failDomainLookup(status));
    const { router } = await open('/', { host: 'mercadoverde.localhost' });
    expect(router.state.location.pathname).toBe('/demo');
  });

  it('a 429 goes to its route (spec 2)', async () => {
    mock.server.use(failDomainLookup(429));
    const { router } = await open('/', { host: 'mercadoverde.localhost' });
    expect(router.state.location.pathname).toBe('/demo/erro/too-many-request');
  });

  it('a white-label site is locked to its supplier: no domain lookup', async () => {
    const { router } = await open('/', { host: 'mercadoverde.localhost', settings: { whiteLabelSupplier: 'padaria-sol' } });
    expect(router.state.location.pathname).toBe('/padaria-sol');
    expect(supplierCalls().some((q) => q.dominio)).toBe(false);
  });

  it('fselecionado forces its supplier over the domain (spec 2)', async () => {
    const { router } = await open('/?fselecionado=padaria-sol', { host: 'mercadoverde.localhost' });
    expect(router.state.location.pathname).toBe('/padaria-sol');
    expect(supplierCalls().some((q) => q.dominio)).toBe(false);
  });

  it('fselecionado opens its supplier where no default is set, as in a production build, and leaves the address', async () => {
    const { router, stores } = await open('/?fselecionado=adega-noite&utm_source=x', { host: '127.0.0.1:4174', settings: { defaultSupplier: undefined } });
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe('/adega-noite');
    expect(router.state.location.search).toBe('?utm_source=x');
    expect(stores.supplier.fornecedor?.slug).toBe('adega-noite');
  });

  it.each(['//evil.example', '/evil.example', 'https://evil.example', '../x'])('a fselecionado that is no supplier segment (%s) is ignored: the site never leaves', async (value) => {
    const { router } = await open(`/?fselecionado=${encodeURIComponent(value)}`, { host: '127.0.0.1:4174' });
    expect(router.state.location.pathname).toBe('/demo');
    const deep = await open(`/demo/produtos?fselecionado=${encodeURIComponent(value)}`);
    expect(deep.router.state.location.pathname).toBe('/demo/produtos');
  });

  it('a returning shopper landing on `/` goes back to the supplier of her stored company (spec 4 EMPRESA_ID)', async () => {
    const { router } = await open('/?utm_source=x', { host: '127.0.0.1:4174', company: '1003' });
    expect(router.state.location.pathname).toBe('/padaria-sol');
    expect(router.state.location.search).toBe('?utm_source=x');
    // spec 7: the stored company goes along with the domain lookup too; the domain decides.
    expect(supplierCalls()).toEqual([
      { dominio: '127.0.0.1', idempresa: '1003', tipoEntrega: 'DELIVERY', device: 'Desktop' },
      { idempresa: '1003', tipoEntrega: 'DELIVERY', device: 'Desktop' },
    ]);
  });

  it("the site's own domain still names the supplier before the stored company", async () => {
    const { router } = await open('/', { host: 'adeganoite.localhost', company: '1003' });
    expect(router.state.location.pathname).toBe('/adega-noite');
    // One lookup: the stored company rides along with the domain (spec 7), which names the supplier.
    expect(supplierCalls()).toEqual([{ dominio: 'adeganoite.localhost', idempresa: '1003', tipoEntrega: 'DELIVERY', device: 'Desktop' }]);
  });

  it.each([
    ['an unknown company', '9999'],
    ['a value no platform writes', 'x'.repeat(65)],
    ['a value with a newline', '10\n03'],
  ])('%s stored under EMPRESA_ID: the default supplier, no error', async (_, company) => {
    const { router } = await open('/', { host: '127.0.0.1:4174', company });
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe('/demo');
  });

  it('a failing company lookup falls back to the default supplier; a 429 goes to its route', async () => {
    mock.server.use(http.get('*/v2/app/:apptoken/fornecedor', ({ request }) => (new URL(request.url).searchParams.has('idempresa') ? HttpResponse.json({}, { status: 503 }) : undefined)));
    expect((await open('/', { host: '127.0.0.1', company: '1003' })).router.state.location.pathname).toBe('/demo');
    mock.server.use(http.get('*/v2/app/:apptoken/fornecedor', ({ request }) => (new URL(request.url).searchParams.has('idempresa') ? HttpResponse.json({}, { status: 429 }) : undefined)));
    expect((await open('/', { host: '127.0.0.1', company: '1003' })).router.state.location.pathname).toBe('/demo/erro/too-many-request');
  });
});

describe('switching supplier (spec 4)', () => {
  it("leaves the old supplier's cart and checkout behind and loads the client's cart at the new one", async () => {
    const { router, stores } = await open('/demo');
    const arroz = mock.db.productOf(stores.supplier.fornecedor!.idfornecedor, 'demo-arroz-1')!;
    stores.cart.lines.push({ product: arroz, quantity: 2, giftWrap: false, services: [] });
    stores.checkout.payment.selected = 'boleto';
    const maria = mock.db.findUser('maria@exemplo.com.br')!;
    const verde = mock.db.suppliers().find((s) => s.slug === 'mercado-verde')!;
    mock.db.saveCart(maria.idcliente, verde.idfornecedor, [{ idproduto: 'mercado-verde-tomate-1', quantidade: 1.5, embalarParaPresente: false }]);
    Object.assign(stores.session, { status: 'authenticated', usuario: maria });
    await router.navigate('/mercado-verde');
    await settled(router);
    // Its home asks the new supplier's payment methods (its shelves' prices): the old choice is not among them.
    expect(stores.checkout.payment.selected).not.toBe('boleto');
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([['mercado-verde-tomate-1', 1.5]]);
  });

  it('asks for each supplier with what is known of the shopper then (spec 7)', async () => {
    const { router, stores } = await open('/demo', { company: '1003' });
    const maria = mock.db.findUser('maria@exemplo.com.br')!;
    Object.assign(stores.session, { status: 'authenticated', usuario: maria });
    stores.checkout.addresses = { status: 'loaded', list: mock.db.addresses(maria.idcliente), selected: 'e-paulista' };
    stores.checkout.tipoEntrega = 'RETIRADA';
    await router.navigate('/mercado-verde');
    await settled(router);
    expect(supplierCalls()).toEqual([
      // The first page: the company an earlier visit stored, the default delivery type.
      { idfornecedor: 'demo', idempresa: '1003', tipoEntrega: 'DELIVERY', device: 'Desktop' },
      // Then the client, their chosen address and its point, the delivery type and the company they were at.
      { idfornecedor: 'mercado-verde', idcliente: 'c-maria', idendereco: 'e-paulista', lat: '-23.5614', lng: '-46.6559', tipoEntrega: 'RETIRADA', idempresa: '1001', device: 'Desktop' },
    ]);
  });
});
