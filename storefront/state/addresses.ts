import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { CepEncontrado, EnderecoCliente, LugarEncontrado } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { addressReference, cepDigits, hasCoordinates, isValidCep, roundPoint, type AddressForm, type GeoPoint } from '@storefront/domain/address';
import { shoppingAddressOf } from '@storefront/domain/shoppingAddress';
import { servesAddress } from '@storefront/domain/delivery';
import type { CheckoutStore } from './checkoutStore';
import { fetchBillingAddress, loadClientAddresses, type BillingAddress } from './clientAddresses';
import { loadServiceArea } from './checkoutOffer';
import { resetShoppingLocation } from './shoppingLocation';
import type { Stores } from './stores';
import { lookupSuppliersAt, type SupplierLookupStore } from './supplierLookup';
import { useBound } from './context';

/*
 * spec 2 panels "address" and "new address", the address search screen, spec 5 and 7 "Addresses".
 * The client's list and the chosen shopping address live in the checkout store (the checkout's address
 * choice is the same choice); this store holds what only the address screens need.
 */

/** Why an address was not saved (spec 5 and 8), each with its message. */
export type AddressFailure =
  /** spec 5, checked before the call against the supplier's service area: 'O fornecedor não atende no endereço informado'. */
  | { kind: 'outsideArea' }
  /** spec 5 and 8: a code-400 answer shows the returned message. */
  | { kind: 'server'; message: string }
  /** A typed address (unknown CEP) that no place lookup could put on the map. */
  | { kind: 'notLocated' }
  | { kind: 'unavailable' };

/** What the new-address form sends: the fields as typed, the coordinates from the CEP lookup when found. */
export interface AddressDraft extends Omit<AddressForm, 'pontoref'> {
  /** The reference point (spec 3 pontoref/referencia); a draft without one keeps the edited address's. */
  pontoref?: string;
  lat?: number;
  lng?: number;
}

interface AddressesState {
  billing: BillingAddress;
  /** The delete waiting for the shopper's confirmation, and how it went. */
  removal: { idendereco: string | null; status: 'idle' | 'pending' | 'failed' };
  /** The address the new-address panel edits; `null`: a new one. */
  editing: EnderecoCliente | null;
  /** Counts the opens of the new-address panel, so its form starts afresh each time. */
  editSession: number;
  cep: { status: 'idle' | 'loading' | 'found' | 'notFound' | 'failed'; found: CepEncontrado | null };
  save: { status: 'idle' | 'saving' | 'saved' | 'failed'; failure: AddressFailure | null };
  /** The address search by city, neighbourhood or street. */
  search: { status: 'idle' | 'loading' | 'loaded' | 'failed'; query: string; results: LugarEncontrado[] };
}

const initialAddresses = (): AddressesState => ({
  billing: { status: 'idle', endereco: null },
  removal: { idendereco: null, status: 'idle' },
  editing: null,
  editSession: 0,
  cep: { status: 'idle', found: null },
  save: { status: 'idle', failure: null },
  search: { status: 'idle', query: '', results: [] },
});

function createAddressesStore() {
  return proxy<AddressesState>(initialAddresses());
}

export type AddressesStore = ReturnType<typeof createAddressesStore>;

/** One per app (per test, per story), beside the checkout store like the shopping location. */
const books = new WeakMap<CheckoutStore, AddressesStore>();

export function addressesOf(stores: { checkout: CheckoutStore }): AddressesStore {
  let store = books.get(stores.checkout);
  if (!store) {
    store = createAddressesStore();
    books.set(stores.checkout, store);
  }
  return store;
}

type BookDeps = Pick<Stores, 'session' | 'checkout'>;

/**
 * The address panel opens: the client's addresses (spec 7 `enderecos`) and the billing address
 * (`enderecoFaturamento`, 404 = none), asked afresh each time. The list stays while it reloads.
 */
export async function loadAddressBook(stores: BookDeps, api: ApiClient): Promise<void> {
  const book = addressesOf(stores);
  const idcliente = stores.session.usuario?.idcliente;
  if (!idcliente) return;
  book.billing.status = 'loading';
  const [, billing] = await Promise.all([loadClientAddresses(stores, api, { refresh: true }), fetchBillingAddress(api, idcliente)]);
  if (stores.session.usuario?.idcliente === idcliente) book.billing = billing;
}

/**
 * The shopper picks the address to buy for: the checkout's choice follows (its cart and delivery
 * options reload, spec 4). The checkout rules load with the first choice, not with the panel.
 */
export async function chooseShoppingAddress(stores: Pick<Stores, 'supplier' | 'session' | 'cart' | 'checkout'>, api: ApiClient, idendereco: string): Promise<void> {
  if (!stores.checkout.addresses.list.some((a) => a.idendereco === idendereco)) return;
  stores.checkout.addresses.selected = idendereco;
  try {
    const { chooseAddress } = await import('./checkout');
    await chooseAddress(stores, api, idendereco);
  } catch {
    // The checkout's code did not arrive: the choice is kept; its cart and delivery reload on the checkout page.
  }
}

/** Asks to delete an address: the panel confirms first. */
export function askRemoval(book: AddressesStore, idendereco: string): void {
  book.removal = { idendereco, status: 'idle' };
}

export function cancelRemoval(book: AddressesStore): void {
  book.removal = { idendereco: null, status: 'idle' };
}

/** spec 7 `excluirEndereco`, once confirmed; a deleted shopping address hands over to the primary or first. */
export async function confirmRemoval(stores: BookDeps, api: ApiClient): Promise<boolean> {
  const book = addressesOf(stores);
  const { idendereco } = book.removal;
  const idcliente = stores.session.usuario?.idcliente;
  if (!idendereco || !idcliente) return false;
  book.removal.status = 'pending';
  try {
    await api.call('excluirEndereco', { params: { idcliente, idendereco } });
  } catch {
    book.removal.status = 'failed';
    return false;
  }
  const { checkout } = stores;
  const list = checkout.addresses.list.filter((a) => a.idendereco !== idendereco);
  checkout.addresses = { ...checkout.addresses, list, selected: shoppingAddressOf(list, checkout.addresses.selected) };
  book.removal = { idendereco: null, status: 'idle' };
  return true;
}

/** Opens the new-address form empty (`null`) or filled with an address to change. */
export function editAddress(book: AddressesStore, address: EnderecoCliente | null): void {
  book.editing = address ? { ...address } : null;
  book.editSession += 1;
  book.cep = { status: 'idle', found: null };
  book.save = { status: 'idle', failure: null };
}

/** The latest CEP lookup of each store: a CEP typed over an older one wins. */
const cepRequests = new WeakMap<AddressesStore, number>();

/**
 * The assumed CEP lookup (ASSUMPTIONS.md "Address lookups"): the street, neighbourhood, city, state and
 * coordinates of a complete CEP; an unknown CEP (404) lets the shopper type the address.
 */
export async function lookupCep(book: AddressesStore, api: ApiClient, cep: string): Promise<CepEncontrado | null> {
  const request = (cepRequests.get(book) ?? 0) + 1;
  cepRequests.set(book, request);
  if (!isValidCep(cep)) {
    book.cep = { status: 'idle', found: null };
    return null;
  }
  book.cep = { status: 'loading', found: null };
  try {
    const found = await api.call('cep', { params: { cep: cepDigits(cep) } });
    if (cepRequests.get(book) !== request) return null;
    book.cep = { status: 'found', found };
    return found;
  } catch (error) {
    if (cepRequests.get(book) !== request) return null;
    book.cep = { status: error instanceof ApiError && error.isNotFound ? 'notFound' : 'failed', found: null };
    return null;
  }
}

/**
 * Where a typed address lies, from the assumed place lookup: the street in its city, else the
 * neighbourhood, else the city itself (ASSUMPTIONS.md). Null when none is found or the lookup fails.
 */
async function locateTyped(api: ApiClient, draft: AddressDraft): Promise<GeoPoint | null> {
  const cidade = draft.cidade.trim();
  const attempts = [draft.rua.trim() && cidade ? `${draft.rua.trim()}, ${cidade}` : '', draft.bairro.trim() && cidade ? `${draft.bairro.trim()}, ${cidade}` : '', cidade].filter(Boolean);
  for (const q of attempts) {
    try {
      const [first] = await api.call('buscaLugares', { query: { q } });
      if (first) return { lat: first.lat, lng: first.lng };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * spec 7 `criarEndereco` / `atualizarEndereco` with coords {lat, lng} and the idfornecedor. spec 5: the
 * address must be served by the supplier, checked first against its service area (an area that cannot
 * be read leaves the decision to the server), and a code-400 answer shows the returned message. The
 * saved address joins the list, and becomes the shopping address when none was chosen.
 */
export async function saveAddress(stores: Pick<Stores, 'session' | 'checkout' | 'supplier'>, api: ApiClient, draft: AddressDraft): Promise<boolean> {
  const book = addressesOf(stores);
  const idcliente = stores.session.usuario?.idcliente;
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idcliente || !idfornecedor) return false;
  const failed = (failure: AddressFailure) => {
    book.save = { status: 'failed', failure };
    return false;
  };
  book.save = { status: 'saving', failure: null };
  const given = { lat: draft.lat, lng: draft.lng };
  const point = hasCoordinates(given) ? { lat: given.lat, lng: given.lng } : await locateTyped(api, draft);
  if (!point) return failed({ kind: 'notLocated' });
  await loadServiceArea(stores, api);
  const area = stores.checkout.serviceArea;
  if (area.status === 'loaded' && area.idfornecedor === idfornecedor && !servesAddress(area.polygons, point)) return failed({ kind: 'outsideArea' });

  const editing = book.editing;
  const coords = roundPoint(point);
  // spec 3 names it "pontoref/referencia" and spec 7 does not say which the calls read: both go, alike.
  // A draft that says nothing of it keeps the edited address's.
  const pontoref = (draft.pontoref ?? addressReference(editing ?? {})).trim() || undefined;
  const body = {
    ...editing,
    descricao: draft.descricao.trim() || undefined,
    rua: draft.rua.trim(),
    numero: draft.numero.trim(),
    complemento: draft.complemento.trim() || undefined,
    pontoref,
    referencia: pontoref,
    bairro: draft.bairro.trim(),
    cidade: draft.cidade.trim(),
    uf: draft.uf.trim().toUpperCase(),
    cep: cepDigits(draft.cep),
    pais: editing?.pais ?? 'Brasil',
    lat: coords.lat,
    lng: coords.lng,
    coords,
    idfornecedor,
  };
  try {
    const saved = await api.call(editing?.idendereco ? 'atualizarEndereco' : 'criarEndereco', { params: { idcliente }, body });
    const { checkout } = stores;
    const list = checkout.addresses.list.some((a) => a.idendereco === saved.idendereco)
      ? checkout.addresses.list.map((a) => (a.idendereco === saved.idendereco ? saved : a))
      : [...checkout.addresses.list, saved];
    checkout.addresses = { status: 'loaded', list, selected: checkout.addresses.selected ?? saved.idendereco ?? null };
    book.save = { status: 'saved', failure: null };
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return failed(error.serverMessage ? { kind: 'server', message: error.serverMessage } : { kind: 'outsideArea' });
    return failed({ kind: 'unavailable' });
  }
}

/** The latest place search of each store wins. */
const searches = new WeakMap<AddressesStore, number>();

/** The address search by city, neighbourhood or street (the assumed `buscaLugares`). */
export async function searchPlaces(book: AddressesStore, api: ApiClient, query: string): Promise<void> {
  const request = (searches.get(book) ?? 0) + 1;
  searches.set(book, request);
  const q = query.trim();
  if (!q) {
    book.search = { status: 'idle', query: '', results: [] };
    return;
  }
  book.search = { status: 'loading', query: q, results: [] };
  try {
    const results = await api.call('buscaLugares', { query: { q } });
    if (searches.get(book) === request) book.search = { status: 'loaded', query: q, results };
  } catch {
    if (searches.get(book) === request) book.search = { status: 'failed', query: q, results: [] };
  }
}

/** The latest point looked up with each lookup store: an older answer does not move the location. */
const locating = new WeakMap<SupplierLookupStore, number>();

/**
 * spec 4 "Supplier lookup by address" for a point of the address search. A served point becomes the
 * shopping location (spec 5: coordinates known), with the suppliers found; an unserved one resets the
 * address state (spec 8); no supplier or a failure leaves the location as it was.
 */
export async function lookupLocation(
  stores: Pick<Stores, 'session' | 'checkout' | 'supplier' | 'location'>,
  api: ApiClient,
  lookup: SupplierLookupStore,
  point: GeoPoint,
  label: string,
): Promise<void> {
  const where = stores.location;
  const at = roundPoint(point);
  const request = (locating.get(lookup) ?? 0) + 1;
  locating.set(lookup, request);
  await lookupSuppliersAt(lookup, stores, api, at);
  if (locating.get(lookup) !== request) return;
  if (lookup.status === 'loaded') where.location = { ...at, label, servedBy: lookup.fornecedores.map((f) => f.idfornecedor) };
  else if (lookup.status === 'unserved') resetShoppingLocation(where);
}

/** The address book's, the address form's and the address search's actions, bound to the app's stores and API client: screens and panels never hold either. */
export function useAddressActions() {
  return useBound(({ stores, api }) => ({
    loadAddressBook: () => loadAddressBook(stores, api),
    chooseShoppingAddress: (idendereco: string) => chooseShoppingAddress(stores, api, idendereco),
    confirmRemoval: () => confirmRemoval(stores, api),
    lookupCep: (book: AddressesStore, cep: string) => lookupCep(book, api, cep),
    loadServiceArea: () => loadServiceArea(stores, api),
    saveAddress: (draft: AddressDraft) => saveAddress(stores, api, draft),
    searchPlaces: (book: AddressesStore, query: string) => searchPlaces(book, api, query),
    lookupLocation: (lookup: SupplierLookupStore, point: GeoPoint, label: string) => lookupLocation(stores, api, lookup, point, label),
  }));
}
