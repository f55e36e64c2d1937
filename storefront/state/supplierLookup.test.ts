import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { shopperAt } from '../../tests/support/stateShopper';
import {
  autoChoiceTaken,
  chooseSegment,
  createSupplierLookupStore,
  lookupSuppliers,
  lookupSuppliersAt,
  segmentsOf,
  suppliersInSegment,
} from './supplierLookup';
import { loadClientAddresses } from './clientAddresses';

const { mock, seen } = useMockPlatform();

async function signedIn(slug = 'demo', who: string | null = 'maria@exemplo.com.br') {
  const { stores, api } = await shopperAt(slug, who);
  seen.length = 0;
  return { stores, api, lookup: createSupplierLookupStore() };
}

const byAddressCalls = () => seen.filter((r) => /\/v2\/app\/app%3Ac-maria\/fornecedor$/.test(new URL(r.url).pathname));

describe('lookupSuppliers (spec 4 "Supplier lookup by address", spec 5, 7, 8)', () => {
  it('lists the suppliers serving the address, with their segments and logos, through the documented call', async () => {
    const { stores, api, lookup } = await signedIn();
    await loadClientAddresses(stores, api);
    const pending = lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup.status).toBe('loading');
    await pending;
    expect(lookup.status).toBe('loaded');
    expect(lookup.fornecedores.map((f) => f.segment)).toEqual(['demo', 'mercado-verde', 'padaria-sol', 'adega-noite', 'casa-noturna']);
    expect(lookup.fornecedores[1]).toEqual({
      idfornecedor: '9c4e2b71-0d3a-4f58-b6e1-2a7d9c3f5e42',
      segment: 'mercado-verde',
      nome: 'Mercado Verde Hortifrúti',
      segmentos: ['Hortifrúti'],
      logo: '/fixtures/logos/mercado-verde.svg',
      dominio: 'www.mercadoverde.localhost',
    });
    // A supplier without a name or a theme is shown by its slug, without a logo.
    expect(lookup.fornecedores[4]).toMatchObject({ nome: 'casa-noturna', logo: undefined });
    // Several segments: none is chosen for the shopper; several suppliers: none is chosen either.
    expect(lookup.segmento).toBeNull();
    expect(lookup.autoChoice).toBeNull();

    const [call] = byAddressCalls();
    const url = new URL(call!.url);
    // spec 7: the company of the supplier the shopper is at (demo's) goes along.
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '-23.5614', lng: '-46.6559', idendereco: 'e-paulista', idempresa: '1001', tipoEntrega: 'DELIVERY' });
  });

  it("says the address is not served when no supplier's area holds it (spec 5)", async () => {
    const { stores, api, lookup } = await signedIn();
    await loadClientAddresses(stores, api);
    await lookupSuppliers(lookup, stores, api, 'e-campinas');
    expect(lookup).toMatchObject({ status: 'unserved', idendereco: 'e-campinas', fornecedores: [] });
  });

  it('an answer with a status other than 200 is not served either, whatever it lists', async () => {
    const { stores, api, lookup } = await signedIn();
    await loadClientAddresses(stores, api);
    mock.useScenario('endereco-fora-area');
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup.status).toBe('unserved');

    mock.server.use(http.get('*/v2/app/:appcliente/fornecedor', () => HttpResponse.json({ status: 206, fornecedores: [{ idfornecedor: 'x', slug: 'x', idempresa: '1', segmentos: [], tag: [], modulos: [], ordenacoes_produto: [] }] })));
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup.status).toBe('unserved');
  });

  it("an answer of 200 with no supplier is spec 8's 'Não foi possivel encontrar fornecedores'", async () => {
    const { stores, api, lookup } = await signedIn();
    await loadClientAddresses(stores, api);
    mock.server.use(http.get('*/v2/app/:appcliente/fornecedor', () => HttpResponse.json({ status: 200, fornecedores: [] })));
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup.status).toBe('none');
  });

  it('a failing call is a failure of its own (spec 8 "Falha ao consultar outros fornecedores")', async () => {
    const { stores, api, lookup } = await signedIn();
    await loadClientAddresses(stores, api);
    mock.useScenario('fornecedores-falha');
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup).toMatchObject({ status: 'failed', fornecedores: [] });
  });

  it('exactly one supplier, not the current one: it becomes the automatic choice, at once', async () => {
    const { stores, api, lookup } = await signedIn('mercado-verde');
    await loadClientAddresses(stores, api);
    mock.useScenario('um-fornecedor');
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup).toMatchObject({ status: 'loaded', autoChoice: 'demo' });
    expect(lookup.fornecedores.map((f) => f.segment)).toEqual(['demo']);
    // No theme calls hold the move back.
    expect(seen.some((r) => r.url.includes('/tema'))).toBe(false);
    autoChoiceTaken(lookup);
    expect(lookup.autoChoice).toBeNull();
  });

  it('exactly one supplier that is already the current one: listed, nowhere to go', async () => {
    const { stores, api, lookup } = await signedIn('demo');
    await loadClientAddresses(stores, api);
    mock.useScenario('um-fornecedor');
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup).toMatchObject({ status: 'loaded', autoChoice: null });
    expect(lookup.fornecedores).toEqual([expect.objectContaining({ segment: 'demo', logo: '/fixtures/logos/demo.svg' })]);
  });

  it('a white-label site offers only its own supplier: listed when it serves the address, unserved when it does not (spec 1)', async () => {
    const { stores, api, lookup } = await signedIn('mercado-verde');
    stores.supplier.whiteLabel = true;
    await loadClientAddresses(stores, api);
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup).toMatchObject({ status: 'loaded', autoChoice: null });
    expect(lookup.fornecedores.map((f) => f.segment)).toEqual(['mercado-verde']);
    // Only another supplier serves it: no automatic move there.
    mock.useScenario('um-fornecedor');
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup).toMatchObject({ status: 'unserved', fornecedores: [], autoChoice: null });
  });

  it('keeps only the answer of the latest lookup', async () => {
    const { stores, api, lookup } = await signedIn();
    await loadClientAddresses(stores, api);
    let first = true;
    mock.server.use(
      http.get('*/v2/app/:appcliente/fornecedor', async () => {
        if (!first) return undefined;
        first = false;
        await delay(150);
        return HttpResponse.json({ status: 404, fornecedores: [] });
      }),
    );
    const older = lookupSuppliers(lookup, stores, api, 'e-campinas');
    const newer = lookupSuppliers(lookup, stores, api, 'e-paulista');
    await Promise.all([older, newer]);
    expect(lookup.idendereco).toBe('e-paulista');
    expect(lookup.status).toBe('loaded');
    expect(lookup.fornecedores).toHaveLength(5);
  });

  it('looks a point up too (the address search): for a visitor with the empty identifier of spec 9, for a client with theirs', async () => {
    const visitor = await signedIn('demo', null);
    await lookupSuppliersAt(visitor.lookup, visitor.stores, visitor.api, { lat: -23.511, lng: -46.888 });
    const [anonymous] = seen.filter((r) => new URL(r.url).pathname.endsWith('/fornecedor'));
    expect(new URL(anonymous!.url).pathname).toBe('/api/v2/app/app%3A00000000-0000-0000-0000-000000000000/fornecedor');
    expect(Object.fromEntries(new URL(anonymous!.url).searchParams)).toEqual({ lat: '-23.511', lng: '-46.888', idempresa: '1001', tipoEntrega: 'DELIVERY' });
    expect(visitor.lookup).toMatchObject({ status: 'loaded', idendereco: null, autoChoice: 'adega-noite' });

    const { stores, api, lookup } = await signedIn();
    await lookupSuppliersAt(lookup, stores, api, { lat: -22.9056, lng: -47.0608 }, 'e-campinas');
    const [call] = byAddressCalls();
    expect(Object.fromEntries(new URL(call!.url).searchParams)).toEqual({ lat: '-22.9056', lng: '-47.0608', idendereco: 'e-campinas', idempresa: '1001', tipoEntrega: 'DELIVERY' });
    expect(lookup).toMatchObject({ status: 'unserved', idendereco: 'e-campinas' });
  });

  it('needs a signed-in client and one of their addresses', async () => {
    const { stores, api, lookup } = await signedIn();
    await lookupSuppliers(lookup, stores, api, 'e-nao-existe');
    expect(lookup.status).toBe('idle');
    expect(byAddressCalls()).toHaveLength(0);
  });
});

describe('segments (spec 4: one segment is chosen automatically if there is only one)', () => {
  const list = [
    { segmentos: ['Mercearia', 'Bebidas'] },
    { segmentos: ['Bebidas'] },
    { segmentos: ['Hortifrúti'] },
  ];

  it('lists each segment once and narrows the suppliers to the chosen one', () => {
    expect(segmentsOf(list)).toEqual(['Mercearia', 'Bebidas', 'Hortifrúti']);
    expect(suppliersInSegment(list, 'Bebidas')).toEqual([list[0], list[1]]);
    expect(suppliersInSegment(list, null)).toEqual(list);
  });

  it('chooses the only segment of the suppliers found, and lets the shopper choose among several', async () => {
    const { stores, api, lookup } = await signedIn('demo');
    await loadClientAddresses(stores, api);
    mock.server.use(
      http.get('*/v2/app/:appcliente/fornecedor', ({ params }) =>
        decodeURIComponent(String(params.appcliente)).includes(':')
          ? HttpResponse.json({ status: 200, fornecedores: mock.db.suppliers().filter((f) => f.slug === 'mercado-verde') })
          : undefined,
      ),
    );
    await lookupSuppliers(lookup, stores, api, 'e-paulista');
    expect(lookup.segmento).toBe('Hortifrúti');
    chooseSegment(lookup, null);
    expect(lookup.segmento).toBeNull();
  });
});
