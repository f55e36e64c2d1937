import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ListaCompra, ProdutoCatalogo } from '@storefront/api/endpoints';
import { serverTextOf } from '@storefront/api/errors';
import { applyQuantityAction } from '@storefront/domain/quantity';
import { validateNewList } from '@storefront/domain/shoppingLists';
import { searchText } from '@storefront/domain/text';
import { applyServerCart, cartContextFor, flushCartSave } from './cart';
import type { Stores } from './stores';
import { useBound } from './context';

/** A shopping list: name, type and its products' ids and quantities (spec 7). */
export type ShoppingList = ListaCompra;

/** spec 7 "Shopping lists": the client's own lists (FROM_CLIENT) and those the supplier suggests (TO_CLIENT). */
type ListType = ListaCompra['tipo'];

type Deps = Pick<Stores, 'session' | 'supplier'>;
type CartDeps = Pick<Stores, 'session' | 'supplier' | 'cart' | 'checkout' | 'consent'>;

/** The supplier and client a list call is made for; none for a visitor or without a supplier. */
function ownerOf(stores: Deps): { idfornecedor: string; idcliente: string } | null {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  const idcliente = stores.session.usuario?.idcliente;
  return idfornecedor && idcliente ? { idfornecedor, idcliente } : null;
}

const byName = (lists: readonly ListaCompra[]) => [...lists].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

/* ---- Both kinds of lists ---- */

/** The platform's refusal of a new list, with its text when it sent one. */
type CreateListFailure = { text: string | undefined };

export interface ShoppingListsState {
  /** spec 4 "Loading flags": lists go from loading to loaded or failed. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  mine: ListaCompra[];
  suggested: ListaCompra[];
  creating: boolean;
  createFailure: CreateListFailure | null;
  /** The list just created, announced on the screen. */
  created: ListaCompra | null;
}

export function createShoppingListsStore() {
  return proxy<ShoppingListsState>({ status: 'idle', mine: [], suggested: [], creating: false, createFailure: null, created: null });
}

export type ShoppingListsStore = ReturnType<typeof createShoppingListsStore>;

async function fetchLists(api: ApiClient, owner: { idfornecedor: string; idcliente: string }) {
  const ask = (type: ListType) => api.call('listasCompra', { params: { idfornecedor: owner.idfornecedor }, query: { idclient: owner.idcliente, type } });
  const [mine, suggested] = await Promise.all([ask('FROM_CLIENT'), ask('TO_CLIENT')]);
  return { mine: byName(mine), suggested: byName(suggested) };
}

/** spec 7 `listasCompra`, once per type: hers and the supplier's suggestions, each by name. */
export async function loadShoppingLists(store: ShoppingListsStore, stores: Deps, api: ApiClient): Promise<void> {
  const owner = ownerOf(stores);
  if (!owner) return;
  store.status = 'loading';
  try {
    Object.assign(store, { status: 'loaded' }, await fetchLists(api, owner));
  } catch {
    Object.assign(store, { status: 'failed', mine: [], suggested: [] });
  }
}

/** spec 7 `criarListaCompra`: a new list of her own, by name; it opens empty. */
export async function createShoppingList(store: ShoppingListsStore, stores: Deps, api: ApiClient, nome: string): Promise<ListaCompra | null> {
  const owner = ownerOf(stores);
  if (!owner || store.creating) return null;
  store.created = null;
  // The form checked the name (validateNewList): a nameless list is never sent.
  if (validateNewList({ nome }).nome) return null;
  const name = nome.trim();
  Object.assign(store, { creating: true, createFailure: null });
  try {
    const created = await api.call('criarListaCompra', { params: { idfornecedor: owner.idfornecedor }, body: { nome: name, idcliente: owner.idcliente } });
    Object.assign(store, { mine: byName([...store.mine, created]), created });
    return created;
  } catch (error) {
    store.createFailure = { text: serverTextOf(error) };
    return null;
  } finally {
    store.creating = false;
  }
}

/* ---- One list ---- */

/** A product of a list: the catalogue product and the list's quantity of it. */
interface ListItem {
  product: ProdutoCatalogo;
  quantidade: number;
}

/** What happened to the last action on the list, for the screen to say. */
export type ListNotice =
  | { kind: 'applied' }
  | { kind: 'applyFailed'; text: string | undefined }
  | { kind: 'copied'; nome: string; to: string }
  | { kind: 'copyFailed'; nome: string; text: string | undefined }
  | { kind: 'added'; nome: string }
  | { kind: 'addFailed'; nome: string; text: string | undefined }
  | { kind: 'disableFailed'; text: string | undefined };

export interface ShoppingListState {
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'notFound';
  list: ListaCompra | null;
  items: ListItem[];
  /** Her own lists other than this one: where a product may be copied. */
  targets: ListaCompra[];
  /** The action on its way: applying, disabling, or copying or adding a product (by its id). */
  busy: 'apply' | 'disable' | `copy:${string}` | `add:${string}` | null;
  notice: ListNotice | null;
  /** The list was disabled: the screen goes back to the lists. */
  disabled: boolean;
  /** Catalogue products found to add to the list. */
  search: { status: 'idle' | 'loading' | 'loaded' | 'failed'; text: string; results: ProdutoCatalogo[] };
}

export function createShoppingListStore() {
  return proxy<ShoppingListState>({
    status: 'idle',
    list: null,
    items: [],
    targets: [],
    busy: null,
    notice: null,
    disabled: false,
    search: { status: 'idle', text: '', results: [] },
  });
}

export type ShoppingListStore = ReturnType<typeof createShoppingListStore>;

/** The list's quantities joined to the catalogue products the platform sends for it. */
function itemsOf(list: ListaCompra, produtos: readonly ProdutoCatalogo[]): ListItem[] {
  return list.produtos.flatMap(({ idproduto, quantidade }) => {
    const product = produtos.find((p) => p.idproduto === idproduto);
    return product ? [{ product, quantidade }] : [];
  });
}

/**
 * Opens a list: there is no call for one list (spec 7), so both kinds are read and this one found by
 * id; its products come from `listaCompraProdutos`, with the list's quantities.
 */
export async function openShoppingList(store: ShoppingListStore, stores: Deps, api: ApiClient, id: string): Promise<void> {
  const owner = ownerOf(stores);
  if (!owner) return;
  Object.assign(store, { status: 'loading', notice: null, disabled: false });
  try {
    const { mine, suggested } = await fetchLists(api, owner);
    const list = [...mine, ...suggested].find((l) => l.id === id);
    if (!list) {
      Object.assign(store, { status: 'notFound', list: null, items: [], targets: [] });
      return;
    }
    const produtos = await api.call('listaCompraProdutos', { params: { idfornecedor: owner.idfornecedor, idlista: list.id } });
    Object.assign(store, { status: 'loaded', list, items: itemsOf(list, produtos), targets: mine.filter((l) => l.id !== id) });
  } catch {
    Object.assign(store, { status: 'failed', list: null, items: [], targets: [] });
  }
}

/**
 * spec 7 `aplicarListaCompra`: the platform puts the list's products in the cart and answers the cart,
 * which replaces the local one through the cart's own rule. The shopper's pending change is saved
 * first; a failure, or a cart with nothing in it, keeps the cart as it was.
 */
export async function applyShoppingList(store: ShoppingListStore, stores: CartDeps, api: ApiClient): Promise<boolean> {
  const owner = ownerOf(stores);
  const list = store.list;
  if (!owner || !list || store.busy) return false;
  Object.assign(store, { busy: 'apply', notice: null });
  const context = cartContextFor(api, stores);
  try {
    await flushCartSave(stores.cart, context);
    const reply = await api.call('aplicarListaCompra', { params: { idfornecedor: owner.idfornecedor, idlista: list.id } });
    // spec 8: an empty cart in reply loaded nothing.
    if (reply.produtosSelecionados.length === 0) {
      store.notice = { kind: 'applyFailed', text: undefined };
      return false;
    }
    await applyServerCart(stores.cart, context, reply);
    store.notice = { kind: 'applied' };
    return true;
  } catch (error) {
    store.notice = { kind: 'applyFailed', text: serverTextOf(error) };
    return false;
  } finally {
    store.busy = null;
  }
}

/** spec 7 `copiarProdutoLista`: one product, with its quantity, into another of her lists. */
export async function copyToList(store: ShoppingListStore, api: ApiClient, idproduto: string, to: string): Promise<boolean> {
  const list = store.list;
  const item = store.items.find((i) => i.product.idproduto === idproduto);
  const target = store.targets.find((l) => l.id === to);
  if (!list || !item || !target || store.busy) return false;
  Object.assign(store, { busy: `copy:${idproduto}`, notice: null });
  try {
    const updated = await api.call('copiarProdutoLista', { params: { idlista: list.id, idproduto, idlistadestino: to } });
    store.targets = store.targets.map((l) => (l.id === to ? updated : l));
    store.notice = { kind: 'copied', nome: item.product.nome, to: target.nome };
    return true;
  } catch (error) {
    store.notice = { kind: 'copyFailed', nome: item.product.nome, text: serverTextOf(error) };
    return false;
  } finally {
    store.busy = null;
  }
}

/** Looks for catalogue products to add to the list (spec 5: ampersands removed); the first five. */
export async function searchProductsForList(store: ShoppingListStore, stores: Deps, api: ApiClient, text: string): Promise<void> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  const sk = searchText(text).trim();
  if (!idfornecedor || !sk) {
    store.search = { status: 'idle', text: '', results: [] };
    return;
  }
  store.search = { status: 'loading', text: sk, results: [] };
  try {
    const reply = await api.call('listaProdutosSemEndereco', { params: { idfornecedor }, query: { canalVenda: 'WEB', sk, page: 1, limit: 5 } });
    if (store.search.text === sk) store.search = { status: 'loaded', text: sk, results: reply.produtos };
  } catch {
    if (store.search.text === sk) store.search = { status: 'failed', text: sk, results: [] };
  }
}

/**
 * spec 7 `adicionarProdutoLista`: a product found by the search joins the list at the first quantity its rules allow
 * (spec 4: the minimum, on a step of its granularity); the list then reads as the platform answers it.
 */
export async function addToList(store: ShoppingListStore, api: ApiClient, idproduto: string): Promise<boolean> {
  const list = store.list;
  const product = store.search.results.find((p) => p.idproduto === idproduto);
  if (!list || !product || list.tipo !== 'FROM_CLIENT' || store.busy) return false;
  const quantidade = applyQuantityAction(product, 0, { type: 'INC' }).quantity;
  if (quantidade <= 0) {
    store.notice = { kind: 'addFailed', nome: product.nome, text: undefined };
    return false;
  }
  Object.assign(store, { busy: `add:${product.idproduto}`, notice: null });
  try {
    const updated = await api.call('adicionarProdutoLista', { params: { idlista: list.id, idproduto: product.idproduto }, body: { quantidade } });
    const known = [...store.items.map((i) => i.product), product];
    Object.assign(store, { list: updated, items: itemsOf(updated, known), notice: { kind: 'added', nome: product.nome } });
    return true;
  } catch (error) {
    store.notice = { kind: 'addFailed', nome: product.nome, text: serverTextOf(error) };
    return false;
  } finally {
    store.busy = null;
  }
}

/** spec 7 `desativarListaCompra`, after the screen's confirmation: only her own lists. */
export async function disableShoppingList(store: ShoppingListStore, stores: Deps, api: ApiClient): Promise<boolean> {
  const owner = ownerOf(stores);
  const list = store.list;
  if (!owner || !list || list.tipo !== 'FROM_CLIENT' || store.busy) return false;
  Object.assign(store, { busy: 'disable', notice: null });
  try {
    await api.call('desativarListaCompra', { params: { idfornecedor: owner.idfornecedor, idlista: list.id } });
    store.disabled = true;
    return true;
  } catch (error) {
    store.notice = { kind: 'disableFailed', text: serverTextOf(error) };
    return false;
  } finally {
    store.busy = null;
  }
}

/** The shopping lists' actions, bound to the app's stores and API client: screens never hold either. */
export function useShoppingListActions() {
  return useBound(({ stores, api }) => ({
    loadShoppingLists: (store: ShoppingListsStore) => loadShoppingLists(store, stores, api),
    createShoppingList: (store: ShoppingListsStore, nome: string) => createShoppingList(store, stores, api, nome),
    openShoppingList: (store: ShoppingListStore, id: string) => openShoppingList(store, stores, api, id),
    applyShoppingList: (store: ShoppingListStore) => applyShoppingList(store, stores, api),
    copyToList: (store: ShoppingListStore, idproduto: string, to: string) => copyToList(store, api, idproduto, to),
    searchProductsForList: (store: ShoppingListStore, text: string) => searchProductsForList(store, stores, api, text),
    addToList: (store: ShoppingListStore, idproduto: string) => addToList(store, api, idproduto),
    disableShoppingList: (store: ShoppingListStore) => disableShoppingList(store, stores, api),
  }));
}
