import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { createApiClient } from '@storefront/api/client';
import { ApiError } from '@storefront/api/errors';
import { defaultCookiePreferences } from './consent';
import { createSupplierStore, loadSupplier, resolveSupplier, supplierSegment } from './supplier';

const { mock, seen } = useMockPlatform();

function setup() {
  const store = createSupplierStore();
  const onTooManyRequests = vi.fn();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app-123', separator: ':' },
    {
      supplierId: () => store.fornecedor?.idfornecedor,
      cookiePreferences: () => defaultCookiePreferences,
      utm: () => ({ source: 'google' }),
      onTooManyRequests,
    },
  );
  return { store, api, onTooManyRequests };
}

describe('loadSupplier (spec 2, 7)', () => {
  it('resolves a slug and its theme through the documented calls', async () => {
    const { store, api } = setup();
    await loadSupplier(store, api, { segment: 'mercado-verde' });
    expect(store.status).toBe('loaded');
    expect(store.fornecedor?.nome).toBe('Mercado Verde Hortifrúti');
    expect(store.tema?.primaryColor).toBe('#1b7f3b');

    const [supplierCall, themeCall] = seen;
    const supplierUrl = new URL(supplierCall!.url);
    expect(supplierUrl.pathname).toBe('/api/v2/app/app-123/fornecedor');
    expect(supplierUrl.searchParams.get('idfornecedor')).toBe('mercado-verde');
    expect(supplierUrl.searchParams.get('device')).toBe('Desktop');
    expect(new URL(themeCall!.url).pathname).toBe('/api/v2/configuracao/fornecedor/9c4e2b71-0d3a-4f58-b6e1-2a7d9c3f5e42/tema');
    expect(themeCall!.headers.get('X-idfornecedor')).toBe('9c4e2b71-0d3a-4f58-b6e1-2a7d9c3f5e42');
    expect(themeCall!.headers.get('X-UTM-Source')).toBe('google');
  });

  it('answers a repeated segment from the store', async () => {
    const { store, api } = setup();
    await loadSupplier(store, api, { segment: 'demo' });
    await loadSupplier(store, api, { segment: 'demo' });
    expect(seen).toHaveLength(2);
  });

  it('resolves a supplier by its bare domain', async () => {
    const { store, api } = setup();
    await loadSupplier(store, api, { domain: 'mercadoverde.localhost' });
    expect(store.fornecedor?.slug).toBe('mercado-verde');
  });

  it('gives the spec 9 defaults a chance when the supplier has no theme', async () => {
    const { store, api } = setup();
    await loadSupplier(store, api, { segment: 'casa-noturna' });
    expect(store.tema).toEqual({});
  });

  it('fails with the server text for an unknown supplier', async () => {
    const { store, api } = setup();
    const failure = loadSupplier(store, api, { segment: 'nao-existe' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, serverMessage: 'Fornecedor não encontrado' });
    expect(store.status).toBe('failed');
    expect(store.fornecedor).toBeNull();
  });

  it('routes a 429 to its handler', async () => {
    const { store, api, onTooManyRequests } = setup();
    mock.useScenario('429');
    await expect(loadSupplier(store, api, { segment: 'demo' })).rejects.toMatchObject({ status: 429 });
    expect(onTooManyRequests).toHaveBeenCalledTimes(1);
  });

  it('retries a read after a network failure, then gives up with status 0', async () => {
    const { store, api } = setup();
    mock.useScenario('sem-conexao');
    await expect(loadSupplier(store, api, { segment: 'demo' })).rejects.toMatchObject({ status: 0 });
    expect(seen).toHaveLength(3);
  });

  it('recovers when the network comes back between retries', async () => {
    const { store, api } = setup();
    let failures = 1;
    mock.server.use(
      http.get('*/v2/app/:apptoken/fornecedor', () => (failures-- > 0 ? HttpResponse.error() : undefined)),
    );
    await loadSupplier(store, api, { segment: 'demo' });
    expect(store.fornecedor?.slug).toBe('demo');
  });
});

describe('resolveSupplier (spec 1, 4, 5)', () => {
  it('asks by the bare host and keeps the supplier and its theme under its slug', async () => {
    const { store, api } = setup();
    await expect(resolveSupplier(store, api, { domain: 'https://user:pw@www.MercadoVerde.localhost:8080/x?y' })).resolves.toBe('mercado-verde');
    expect(new URL(seen[0]!.url).searchParams.get('dominio')).toBe('mercadoverde.localhost');
    expect(store).toMatchObject({ status: 'loaded', key: 'mercado-verde' });
    expect(store.tema?.primaryColor).toBe('#1b7f3b');
    // The supplier's own route finds it in the store: no second lookup.
    await loadSupplier(store, api, { segment: 'mercado-verde' });
    expect(seen).toHaveLength(2);
  });

  it('an unknown domain is no supplier; other failures are thrown for the caller to decide', async () => {
    const { store, api } = setup();
    await expect(resolveSupplier(store, api, { domain: 'localhost' })).resolves.toBeNull();
    await expect(resolveSupplier(store, api, { domain: '' })).resolves.toBeNull();
    mock.useScenario('fornecedor-indisponivel');
    await expect(resolveSupplier(store, api, { domain: 'mercadoverde.localhost' })).rejects.toMatchObject({ status: 500 });
  });

  it('a known domain whose theme fails still names its supplier (its route loads the theme again)', async () => {
    const { store, api } = setup();
    mock.server.use(http.get('*/v2/configuracao/fornecedor/:id/tema', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 })));
    await expect(resolveSupplier(store, api, { domain: 'adeganoite.localhost' })).resolves.toBe('adega-noite');
    expect(store).toMatchObject({ status: 'failed', fornecedor: null });
  });

  it("finds a returning shopper's supplier by the stored company id; an unknown company is none", async () => {
    const { store, api } = setup();
    await expect(resolveSupplier(store, api, { company: '1003' })).resolves.toBe('padaria-sol');
    expect(new URL(seen[0]!.url).searchParams.get('idempresa')).toBe('1003');
    expect(store).toMatchObject({ status: 'loaded', key: 'padaria-sol' });
    await expect(resolveSupplier(store, api, { company: '9999' })).resolves.toBeNull();
    await expect(resolveSupplier(store, api, { company: '' })).resolves.toBeNull();
  });

  it('sends what is known of the shopper beside the key, and the key names the supplier (spec 7)', async () => {
    const shopper = { idcliente: 'c-maria', idendereco: 'e-paulista', lat: -23.5614, lng: -46.6559, tipoEntrega: 'RETIRADA', idempresa: '1003' } as const;
    const context = { idcliente: 'c-maria', idendereco: 'e-paulista', lat: '-23.5614', lng: '-46.6559', tipoEntrega: 'RETIRADA', device: 'Desktop' };
    const queries = () => seen.filter((r) => r.url.includes('/fornecedor?')).map((r) => Object.fromEntries(new URL(r.url).searchParams));

    // The company of an earlier visit (padaria-sol's) goes along; the segment and the domain still decide.
    const bySegment = setup();
    await loadSupplier(bySegment.store, bySegment.api, { segment: 'mercado-verde' }, shopper);
    expect(bySegment.store.fornecedor?.slug).toBe('mercado-verde');
    const byDomain = setup();
    await expect(resolveSupplier(byDomain.store, byDomain.api, { domain: 'adeganoite.localhost' }, shopper)).resolves.toBe('adega-noite');
    // Asked by company, that company is the key.
    const byCompany = setup();
    await expect(resolveSupplier(byCompany.store, byCompany.api, { company: '1002' }, shopper)).resolves.toBe('mercado-verde');
    expect(queries()).toEqual([
      { ...context, idfornecedor: 'mercado-verde', idempresa: '1003' },
      { ...context, dominio: 'adeganoite.localhost', idempresa: '1003' },
      { ...context, idempresa: '1002' },
    ]);
  });

  it('names a supplier by slug, or by id when the slug cannot be a path segment', () => {
    expect(supplierSegment({ slug: 'demo', idfornecedor: '1' })).toBe('demo');
    expect(supplierSegment({ slug: '', idfornecedor: '1042' })).toBe('1042');
    expect(supplierSegment({ slug: 'com espaço', idfornecedor: '1042' })).toBe('1042');
  });
});
