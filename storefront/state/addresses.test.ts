import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { shopperAt } from '../../tests/support/stateShopper';
import {
  addressesOf,
  askRemoval,
  cancelRemoval,
  chooseShoppingAddress,
  confirmRemoval,
  editAddress,
  loadAddressBook,
  lookupCep,
  lookupLocation,
  saveAddress,
  searchPlaces,
  type AddressDraft,
} from './addresses';
import { isPrimary } from '@storefront/domain/shoppingAddress';
import { loadServiceArea } from './checkoutOffer';
import { accessGate, resetShoppingLocation } from './shoppingLocation';
import { createStores } from './stores';
import { createSupplierLookupStore } from './supplierLookup';

const { mock, seen } = useMockPlatform();

// Addresses are created and deleted: every test starts from the fixtures.
beforeEach(() => mock.db.reset());

async function shop(slug = 'demo', who: string | null = 'maria@exemplo.com.br') {
  const { stores, api } = await shopperAt(slug, who);
  seen.length = 0;
  return { stores, api, book: addressesOf(stores) };
}

const sent = (suffix: RegExp) => seen.filter((r) => suffix.test(new URL(r.url).pathname));

const draft = (over: Partial<AddressDraft> = {}): AddressDraft => ({
  descricao: 'Depósito',
  cep: '01001-000',
  rua: 'Praça da Sé',
  numero: '10',
  complemento: '',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'sp',
  lat: -23.5503,
  lng: -46.634,
  ...over,
});

describe('the address book (spec 2 "address" panel, spec 7 "Addresses")', () => {
  it('loads the list and the billing address, the primary chosen for shopping', async () => {
    const { stores, api, book } = await shop();
    const pending = loadAddressBook(stores, api);
    expect(stores.checkout.addresses.status).toBe('loading');
    expect(book.billing.status).toBe('loading');
    await pending;
    expect(stores.checkout.addresses.list.map((a) => a.idendereco)).toEqual(['e-paulista', 'e-campinas']);
    expect(stores.checkout.addresses.selected).toBe('e-paulista');
    expect(isPrimary(stores.checkout.addresses.list[0]!)).toBe(true);
    expect(isPrimary(stores.checkout.addresses.list[1]!)).toBe(false);
    expect(book.billing).toMatchObject({ status: 'loaded', endereco: { idendereco: 'e-paulista' } });
  });

  it('keeps the shopping address chosen before, and asks afresh on each open', async () => {
    const { stores, api } = await shop();
    await loadAddressBook(stores, api);
    stores.checkout.addresses.selected = 'e-campinas';
    await loadAddressBook(stores, api);
    expect(stores.checkout.addresses.selected).toBe('e-campinas');
    expect(sent(/\/enderecos$/)).toHaveLength(2);
  });

  it('reads a 404 of the billing address as none, and other failures as failures', async () => {
    const { stores, api, book } = await shop();
    mock.server.use(http.get('*/v2/app/:appcliente/enderecos/:idcliente/faturamento', () => HttpResponse.json({ mensagem: 'Endereço de faturamento não cadastrado' }, { status: 404 })));
    await loadAddressBook(stores, api);
    expect(book.billing).toEqual({ status: 'loaded', endereco: null });

    mock.useScenario('erro-500');
    await loadAddressBook(stores, api);
    expect(book.billing.status).toBe('failed');
    expect(stores.checkout.addresses.status).toBe('failed');
    // The list in hand stays.
    expect(stores.checkout.addresses.list).toHaveLength(2);
  });

  it('does nothing for a visitor', async () => {
    const { stores, api } = await shop('demo', null);
    await loadAddressBook(stores, api);
    expect(seen).toHaveLength(0);
    expect(stores.checkout.addresses.status).toBe('idle');
  });

  it("choosing the shopping address is the checkout's choice: the cart reloads", async () => {
    const { stores, api } = await shop();
    await loadAddressBook(stores, api);
    await chooseShoppingAddress(stores, api, 'e-campinas');
    expect(stores.checkout.addresses.selected).toBe('e-campinas');
    expect(sent(/\/cart$/).length).toBeGreaterThan(0);
    seen.length = 0;
    await chooseShoppingAddress(stores, api, 'e-nao-existe');
    expect(stores.checkout.addresses.selected).toBe('e-campinas');
    expect(seen).toHaveLength(0);
  });

  it('deletes only once confirmed; the shopping address hands over to the primary', async () => {
    const { stores, api, book } = await shop();
    await loadAddressBook(stores, api);
    stores.checkout.addresses.selected = 'e-campinas';
    askRemoval(book, 'e-campinas');
    cancelRemoval(book);
    expect(await confirmRemoval(stores, api)).toBe(false);
    expect(sent(/\/excluir$/)).toHaveLength(0);

    askRemoval(book, 'e-campinas');
    expect(await confirmRemoval(stores, api)).toBe(true);
    expect(sent(/\/cliente\/enderecos\/e-campinas\/excluir$/)).toHaveLength(1);
    expect(stores.checkout.addresses.list.map((a) => a.idendereco)).toEqual(['e-paulista']);
    expect(stores.checkout.addresses.selected).toBe('e-paulista');
    expect(book.removal).toEqual({ idendereco: null, status: 'idle' });
    expect(mock.db.addresses('c-maria').map((a) => a.idendereco)).toEqual(['e-paulista']);
  });

  it('a failed delete keeps the address and says so', async () => {
    const { stores, api, book } = await shop();
    await loadAddressBook(stores, api);
    askRemoval(book, 'e-paulista');
    mock.useScenario('erro-500');
    expect(await confirmRemoval(stores, api)).toBe(false);
    expect(book.removal).toEqual({ idendereco: 'e-paulista', status: 'failed' });
    expect(stores.checkout.addresses.list.some((a) => a.idendereco === 'e-paulista')).toBe(true);
  });
});

describe('the CEP lookup (assumed call, ASSUMPTIONS.md "Address lookups")', () => {
  it('fills street, neighbourhood, city, state and coordinates of a known CEP, masked or not', async () => {
    const { api, book } = await shop();
    const pending = lookupCep(book, api, '01310-100');
    expect(book.cep.status).toBe('loading');
    expect(await pending).toMatchObject({ rua: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', lat: -23.5614, lng: -46.6559 });
    expect(book.cep.status).toBe('found');
    expect(new URL(seen.at(-1)!.url).pathname).toBe('/api/v4/cep/01310100');
  });

  it('an unknown CEP is not found (the shopper types the address); a failure is a failure', async () => {
    const { api, book } = await shop();
    expect(await lookupCep(book, api, '99999-999')).toBeNull();
    expect(book.cep.status).toBe('notFound');
    mock.useScenario('erro-500');
    await lookupCep(book, api, '01310-100');
    expect(book.cep.status).toBe('failed');
  });

  it('asks nothing for an incomplete CEP, and keeps only the latest answer', async () => {
    const { api, book } = await shop();
    expect(await lookupCep(book, api, '0131')).toBeNull();
    expect(book.cep.status).toBe('idle');
    expect(seen).toHaveLength(0);

    let first = true;
    mock.server.use(
      http.get('*/v4/cep/:cep', async () => {
        if (!first) return undefined;
        first = false;
        await delay(100);
        return HttpResponse.json({ mensagem: 'CEP não encontrado' }, { status: 404 });
      }),
    );
    const older = lookupCep(book, api, '13015-002');
    const newer = lookupCep(book, api, '01310-100');
    expect(await older).toBeNull();
    await newer;
    expect(book.cep).toMatchObject({ status: 'found', found: { cep: '01310100' } });
  });
});

describe('saving an address (spec 5, 7 and 8)', () => {
  it('creates it with coords and the supplier, the CEP without its dash, and adds it to the list', async () => {
    const { stores, api, book } = await shop();
    await loadAddressBook(stores, api);
    editAddress(book, null);
    expect(await saveAddress(stores, api, draft())).toBe(true);
    expect(book.save).toEqual({ status: 'saved', failure: null });
    const [request] = sent(/\/enderecos$/).filter((r) => r.method === 'POST');
    expect(await request!.json()).toMatchObject({
      descricao: 'Depósito',
      cep: '01001000',
      uf: 'SP',
      pais: 'Brasil',
      coords: { lat: -23.5503, lng: -46.634 },
      idfornecedor: '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10',
    });
    expect(stores.checkout.addresses.list.map((a) => a.descricao)).toEqual(['Loja', 'Filial Campinas', 'Depósito']);
    // The shopping address stays the one chosen before.
    expect(stores.checkout.addresses.selected).toBe('e-paulista');
  });

  it('the first address of a client becomes the shopping address', async () => {
    const { stores, api, book } = await shop();
    editAddress(book, null);
    expect(await saveAddress(stores, api, draft())).toBe(true);
    expect(stores.checkout.addresses.selected).toBe(stores.checkout.addresses.list[0]?.idendereco);
  });

  it('updates an address being edited through enderecosput, keeping its id and flags', async () => {
    const { stores, api, book } = await shop();
    await loadAddressBook(stores, api);
    editAddress(book, stores.checkout.addresses.list[0]!);
    expect(await saveAddress(stores, api, draft({ descricao: 'Loja nova', cep: '01310-100', rua: 'Avenida Paulista', numero: '1100', bairro: 'Bela Vista', lat: -23.5614, lng: -46.6559 }))).toBe(true);
    const [request] = sent(/\/enderecosput$/);
    expect(await request!.json()).toMatchObject({ idendereco: 'e-paulista', primario: true, numero: '1100', cep: '01310100' });
    expect(stores.checkout.addresses.list.map((a) => a.descricao)).toEqual(['Loja nova', 'Filial Campinas']);
  });

  it('sends the reference point under both of spec 3\'s names (pontoref/referencia), and keeps it', async () => {
    const { stores, api, book } = await shop();
    await loadAddressBook(stores, api);
    editAddress(book, null);
    expect(await saveAddress(stores, api, draft({ pontoref: '  Portão azul, ao lado da farmácia ' }))).toBe(true);
    const [created] = sent(/\/enderecos$/).filter((r) => r.method === 'POST');
    expect(await created!.json()).toMatchObject({ pontoref: 'Portão azul, ao lado da farmácia', referencia: 'Portão azul, ao lado da farmácia' });
    const saved = stores.checkout.addresses.list.find((a) => a.descricao === 'Depósito')!;
    expect(saved.pontoref).toBe('Portão azul, ao lado da farmácia');
    expect(mock.db.addresses('c-maria').find((a) => a.idendereco === saved.idendereco)?.pontoref).toBe('Portão azul, ao lado da farmácia');
  });

  it('an edit keeps the reference point unless the form changes it; emptied, it goes', async () => {
    const { stores, api, book } = await shop();
    await loadAddressBook(stores, api);
    const withReference = { ...stores.checkout.addresses.list[0]!, referencia: 'Portaria 2' };
    const paulista = { cep: '01310-100', rua: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', lat: -23.5614, lng: -46.6559 };
    editAddress(book, withReference);
    expect(await saveAddress(stores, api, draft(paulista))).toBe(true);
    editAddress(book, withReference);
    expect(await saveAddress(stores, api, draft({ ...paulista, pontoref: 'Portaria 3' }))).toBe(true);
    editAddress(book, withReference);
    expect(await saveAddress(stores, api, draft({ ...paulista, pontoref: ' ' }))).toBe(true);
    const bodies = await Promise.all(sent(/\/enderecosput$/).map((r) => r.json() as Promise<Record<string, unknown>>));
    expect(bodies.map((b) => [b.pontoref, b.referencia])).toEqual([
      ['Portaria 2', 'Portaria 2'],
      ['Portaria 3', 'Portaria 3'],
      [undefined, undefined],
    ]);
  });

  it("refuses an address outside the supplier's area before the call: 'O fornecedor não atende no endereço informado'", async () => {
    const { stores, api, book } = await shop();
    editAddress(book, null);
    const campinas = draft({ cep: '13015-002', rua: 'Rua Barão de Jaguara', bairro: 'Centro', cidade: 'Campinas', lat: -22.9056, lng: -47.0608 });
    expect(await saveAddress(stores, api, campinas)).toBe(false);
    expect(book.save).toEqual({ status: 'failed', failure: { kind: 'outsideArea' } });
    expect(sent(/\/enderecos$/)).toHaveLength(0);
  });

  it("shows the server's message of a code-400 answer (the area could not be checked first)", async () => {
    const { stores, api, book } = await shop();
    editAddress(book, null);
    mock.server.use(http.get('*/v2/app/:app/fornecedor/areaatendimento', () => HttpResponse.json({ mensagem: 'Erro' }, { status: 500 })));
    const campinas = draft({ lat: -22.9056, lng: -47.0608 });
    expect(await saveAddress(stores, api, campinas)).toBe(false);
    expect(stores.checkout.serviceArea.status).toBe('failed');
    expect(book.save.failure).toEqual({ kind: 'server', message: 'O fornecedor não atende no endereço informado' });

    mock.server.use(http.post('*/v1/app/:appcliente/enderecos', () => HttpResponse.json({}, { status: 400 })));
    expect(await saveAddress(stores, api, draft())).toBe(false);
    expect(book.save.failure).toEqual({ kind: 'outsideArea' });

    mock.server.use(http.post('*/v1/app/:appcliente/enderecos', () => HttpResponse.json({ mensagem: 'Indisponível' }, { status: 503 })));
    expect(await saveAddress(stores, api, draft())).toBe(false);
    expect(book.save.failure).toEqual({ kind: 'unavailable' });
  });

  it('places a typed address (unknown CEP) by its street and city, else by its city', async () => {
    const { stores, api, book } = await shop();
    editAddress(book, null);
    const typed = draft({ cep: '01999-999', rua: 'Rua Augusta', numero: '500', bairro: 'Consolação', lat: undefined, lng: undefined });
    expect(await saveAddress(stores, api, typed)).toBe(true);
    const [request] = sent(/\/enderecos$/).filter((r) => r.method === 'POST');
    expect(((await request!.json()) as { coords: unknown }).coords).toEqual({ lat: -23.556, lng: -46.6601 });

    seen.length = 0;
    expect(await saveAddress(stores, api, draft({ rua: 'Rua Inventada', bairro: 'Nenhum', lat: undefined, lng: undefined }))).toBe(true);
    expect(sent(/\/geocode$/).map((r) => new URL(r.url).searchParams.get('q'))).toEqual(['Rua Inventada, São Paulo', 'Nenhum, São Paulo', 'São Paulo']);
  });

  it('cannot save what no lookup places on the map', async () => {
    const { stores, api, book } = await shop();
    editAddress(book, null);
    expect(await saveAddress(stores, api, draft({ cidade: 'Atlântida', lat: undefined, lng: undefined }))).toBe(false);
    expect(book.save.failure).toEqual({ kind: 'notLocated' });
    mock.useScenario('erro-500');
    expect(await saveAddress(stores, api, draft({ lat: undefined, lng: undefined }))).toBe(false);
    expect(book.save.failure).toEqual({ kind: 'notLocated' });
  });

  it('needs a signed-in client', async () => {
    const { stores, api } = await shop('demo', null);
    expect(await saveAddress(stores, api, draft())).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('opening the form afresh forgets the last attempt', async () => {
    const { book } = await shop();
    book.save = { status: 'failed', failure: { kind: 'outsideArea' } };
    const session = book.editSession;
    editAddress(book, null);
    expect(book.save).toEqual({ status: 'idle', failure: null });
    expect(book.editSession).toBe(session + 1);
  });
});

describe('the service area (spec 3): one record in the checkout store, one loader', () => {
  it('asks once per supplier, again after a failure', async () => {
    const { stores, api } = await shop();
    mock.useScenario('erro-500');
    await loadServiceArea(stores, api);
    expect(stores.checkout.serviceArea.status).toBe('failed');
    mock.useScenario('padrao');
    await loadServiceArea(stores, api);
    await loadServiceArea(stores, api);
    expect(sent(/areaatendimento$/)).toHaveLength(2);
    const area = stores.checkout.serviceArea;
    expect(area.idfornecedor).toBe(stores.supplier.fornecedor?.idfornecedor);
    expect(area.polygons[0]).toHaveLength(12);
    expect(area.lojas[0]?.nome).toBe('Loja Centro');
  });

  it('a refresh asks again and keeps the area shown meanwhile; the address check then asks nothing', async () => {
    const { stores, api, book } = await shop();
    await loadServiceArea(stores, api);
    const refreshing = loadServiceArea(stores, api, { refresh: true });
    expect(stores.checkout.serviceArea).toMatchObject({ status: 'loading', lojas: [{ nome: 'Loja Centro' }] });
    await refreshing;
    editAddress(book, null);
    await saveAddress(stores, api, draft());
    expect(sent(/areaatendimento$/)).toHaveLength(2);
  });

  it('drops an answer for a supplier the shopper has left', async () => {
    const { stores, api } = await shop();
    const asked = loadServiceArea(stores, api);
    const other = { ...stores.supplier.fornecedor!, idfornecedor: 'outro-fornecedor' };
    stores.supplier.fornecedor = other;
    void loadServiceArea(stores, api);
    await asked;
    expect(stores.checkout.serviceArea).toMatchObject({ idfornecedor: 'outro-fornecedor', status: 'loading', polygons: [], lojas: [] });
  });
});

describe('the address search (spec 2, spec 4 "Supplier lookup by address")', () => {
  it('finds cities, neighbourhoods and streets; a blank text asks nothing', async () => {
    const { api, book } = await shop('demo', null);
    await searchPlaces(book, api, '  barueri ');
    expect(book.search).toMatchObject({ status: 'loaded', query: 'barueri' });
    expect(book.search.results.map((p) => p.nome)).toEqual(['Barueri', 'Avenida Henriqueta Mendes Guerra']);
    await searchPlaces(book, api, 'Pinheiros');
    expect(book.search.results.map((p) => p.tipo)).toEqual(['BAIRRO', 'RUA']);
    seen.length = 0;
    await searchPlaces(book, api, '   ');
    expect(book.search).toEqual({ status: 'idle', query: '', results: [] });
    expect(seen).toHaveLength(0);
    mock.useScenario('erro-500');
    await searchPlaces(book, api, 'Campinas');
    expect(book.search.status).toBe('failed');
  });

  it('a served point becomes the shopping location, with the suppliers serving it (as a visitor)', async () => {
    const { stores, api } = await shop('demo', null);
    const lookup = createSupplierLookupStore();
    await lookupLocation(stores, api, lookup, { lat: -23.51101, lng: -46.88799 }, 'Barueri');
    const [call] = sent(/\/fornecedor$/);
    expect(new URL(call!.url).pathname).toBe('/api/v2/app/app%3A00000000-0000-0000-0000-000000000000/fornecedor');
    expect(Object.fromEntries(new URL(call!.url).searchParams)).toEqual({ lat: '-23.511', lng: '-46.888', tipoEntrega: 'DELIVERY', idempresa: '1001' });
    expect(lookup).toMatchObject({ status: 'loaded', autoChoice: 'adega-noite' });
    expect(stores.location.location).toEqual({ lat: -23.511, lng: -46.888, label: 'Barueri', servedBy: ['7d3e9a15-6c2b-4f80-a1d4-5e8b0c2f9a63'] });
  });

  it("an unserved point resets the location (spec 8); no supplier or a failure leaves it", async () => {
    const { stores, api } = await shop('demo', null);
    const lookup = createSupplierLookupStore();
    const where = stores.location;
    await lookupLocation(stores, api, lookup, { lat: -23.5614, lng: -46.6559 }, 'Avenida Paulista');
    expect(where.location?.servedBy).toHaveLength(5);

    mock.server.use(http.get('*/v2/app/:appcliente/fornecedor', () => HttpResponse.json({ status: 200, fornecedores: [] })));
    await lookupLocation(stores, api, lookup, { lat: -23.5, lng: -46.6 }, 'Outro');
    expect(lookup.status).toBe('none');
    expect(where.location?.label).toBe('Avenida Paulista');
    mock.useScenario('fornecedores-falha');
    await lookupLocation(stores, api, lookup, { lat: -23.5, lng: -46.6 }, 'Outro');
    expect(lookup.status).toBe('failed');
    expect(where.location?.label).toBe('Avenida Paulista');

    mock.useScenario('padrao');
    await lookupLocation(stores, api, lookup, { lat: -22.9056, lng: -47.0608 }, 'Campinas');
    expect(lookup.status).toBe('unserved');
    expect(where.location).toBeNull();
  });

  it('an older lookup answering late does not move the location', async () => {
    const { stores, api } = await shop('demo', null);
    const lookup = createSupplierLookupStore();
    let first = true;
    mock.server.use(
      http.get('*/v2/app/:appcliente/fornecedor', async () => {
        if (!first) return undefined;
        first = false;
        await delay(120);
        return undefined;
      }),
    );
    const older = lookupLocation(stores, api, lookup, { lat: -23.5614, lng: -46.6559 }, 'Avenida Paulista');
    const newer = lookupLocation(stores, api, lookup, { lat: -23.511, lng: -46.888 }, 'Barueri');
    await Promise.all([older, newer]);
    expect(stores.location.location?.label).toBe('Barueri');
  });
});

describe('the access gates (spec 5)', () => {
  const gated = ['has-delivery', 'requires-address-to-access'];
  const id = 'adega';
  const none = { status: 'idle' as const, list: [], selected: null };

  it.each([
    ['no tags', [], false, none, null, 'open'],
    ['a visitor without a location', gated, false, none, null, 'chooseAddress'],
    ['a visitor with a location', gated, false, none, { servedBy: [] }, 'open'],
    ['has-delivery alone', ['has-delivery'], false, none, null, 'open'],
    ['a client whose addresses are on their way', gated, true, { status: 'loading' as const, list: [], selected: null }, null, 'checking'],
    ['a client whose addresses were not asked yet', gated, true, none, null, 'checking'],
    // The checkout asks the addresses again when it opens: the page must not leave (it looped, never showing).
    ['a client whose known addresses load again', gated, true, { status: 'loading' as const, list: [{ idendereco: 'a', lat: -23, lng: -46 }], selected: 'a' }, null, 'open'],
    ['a client without addresses', gated, true, { status: 'loaded' as const, list: [], selected: null }, null, 'chooseAddress'],
    ['a client with an address', gated, true, { status: 'loaded' as const, list: [{ idendereco: 'a', lat: -23, lng: -46 }], selected: 'a' }, null, 'open'],
    ['a client whose address has no coordinates', gated, true, { status: 'loaded' as const, list: [{ idendereco: 'a' }], selected: 'a' }, null, 'chooseAddress'],
    ['a client whose addresses failed to load', gated, true, { status: 'failed' as const, list: [], selected: null }, null, 'open'],
    ['a client with a location and no address', gated, true, { status: 'loaded' as const, list: [], selected: null }, { servedBy: [] }, 'open'],
    ['requires-supplier, a visitor who never looked it up', ['requires-supplier-to-access'], false, none, null, 'chooseSupplier'],
    ['requires-supplier, a visitor whose lookup found another', ['requires-supplier-to-access'], false, none, { servedBy: ['outro'] }, 'chooseSupplier'],
    ['requires-supplier, a visitor whose lookup found it', ['requires-supplier-to-access'], false, none, { servedBy: [id] }, 'open'],
    ['requires-supplier, a client', ['requires-supplier-to-access'], true, none, null, 'open'],
    ['both, a visitor with a location elsewhere', [...gated, 'requires-supplier-to-access'], false, none, { servedBy: ['outro'] }, 'chooseSupplier'],
  ])('%s: %s', (_, tags, signedIn, addresses, location, expected) => {
    expect(accessGate({ tags, idfornecedor: id, signedIn, addresses, location })).toBe(expected);
  });

  it('the location is one per app and can be reset', async () => {
    const { stores } = await shop('demo', null);
    const where = stores.location;
    expect(createStores().location).not.toBe(where);
    where.location = { lat: 1, lng: 2, label: 'x', servedBy: [] };
    resetShoppingLocation(where);
    expect(where.location).toBeNull();
  });
});
