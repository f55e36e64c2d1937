import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo, ProdutoDetalhe, TagPesquisa } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { viewItemEvent } from '@storefront/analytics';
import type { QuantityAction } from '@storefront/domain/quantity';
import { cartContextFor, changeQuantity, setServices, type CartContext } from './cart';
import type { CartStore } from './cartStore';
import type { CheckoutStore } from './checkoutStore';
import type { ConsentStore } from './consent';
import { openPanel, type PanelsStore } from './panels';
import type { SessionStore } from './sessionStore';
import type { SupplierStore } from './supplier';

/** spec 4 "Loading flags", plus the product the platform does not know (404). */
export type ProductStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'notFound';

/** A question the shopper must answer before a product goes into the cart (spec 2: age check, additional services). */
export type PurchaseStep = 'ageCheck' | 'services';

export interface AvailabilityAlertState {
  /** The platform will tell the client when the product is back. */
  on: boolean;
  /** A subscribe or unsubscribe call is in flight. */
  pending: boolean;
  /** A visitor asked: the login panel was opened instead (spec 6). */
  loginAsked: boolean;
  /** The last call failed: the server's text, or '' when it sent none. */
  error: string | null;
}

export interface ProductState {
  status: ProductStatus;
  /** The product asked for (the route's id), so a slower, older answer cannot replace a newer one. */
  idproduto: string | null;
  produto: ProdutoDetalhe | null;
  /** The server's text when the load failed. */
  error: string | null;
  alert: AvailabilityAlertState;
  /** The add waiting for an answer in a dialog, and for which product (the page's or a similar one). */
  pending: { step: PurchaseStep; product: ProdutoCatalogo } | null;
  /** Products whose add the shopper stopped at the age check (they said they are younger). */
  ageDeclined: string[];
  /** spec 7 `filtros-produto`: the product's search tags, each a way into the catalogue filtered by it; none while they load or when they fail. */
  tags: TagPesquisa[];
  /** The gallery: the product's own photos, its main one first, joined by the rest of spec 7 `all-images` when that answers. */
  photos: string[];
  /** spec 7 `produto-by-tags`: other products with the product's search tags (none shown elsewhere on the page); none while they load or when they fail. */
  related: ProdutoCatalogo[];
}

export function createProductStore() {
  return proxy<ProductState>({
    status: 'idle',
    idproduto: null,
    produto: null,
    error: null,
    alert: { on: false, pending: false, loginAsked: false, error: null },
    pending: null,
    ageDeclined: [],
    tags: [],
    photos: [],
    related: [],
  });
}

export type ProductStore = ReturnType<typeof createProductStore>;

/** The stores a product page reads and changes, and the cart it buys into. */
export interface ProductContext {
  api: ApiClient;
  supplier: SupplierStore;
  session: SessionStore;
  cart: CartStore;
  panels: PanelsStore;
  /** Also where the page reads the chosen payment method and delivery type the product is priced for. */
  cartContext: CartContext;
}

/** The product actions' context from the app's stores: the product page and the catalogue's "Adicionar". */
export function productContextFor(
  api: ApiClient,
  stores: { supplier: SupplierStore; session: SessionStore; cart: CartStore; panels: PanelsStore; checkout: CheckoutStore; consent?: ConsentStore },
): ProductContext {
  return { api, supplier: stores.supplier, session: stores.session, cart: stores.cart, panels: stores.panels, cartContext: cartContextFor(api, stores) };
}

/* ---- Loading ---- */

/** What the product page starts from: its route loader's answer (on the server for the first page). */
export type ProductPageData = Pick<ProductState, 'idproduto' | 'status' | 'produto' | 'error' | 'photos'> & {
  /** The client the prices are for (none: a visitor's prices). */
  pricedFor: string | null;
};

/**
 * spec 7: the product detail (GET .../fornecedor/{supplier}/produto/{product}) priced for the client's
 * payment method and the delivery type, for the web channel. A 404 is "not found", anything else "failed".
 * True when this product is now the page's.
 */
async function fetchProduct(store: ProductStore, context: ProductContext, idproduto: string): Promise<boolean> {
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return false;
  Object.assign(store, { status: 'loading', idproduto, produto: null, error: null, pending: null, tags: [], photos: [], related: [] });
  store.alert = { on: false, pending: false, loginAsked: false, error: null };
  try {
    const produto = await context.api.call('produto', {
      params: { supplier: idfornecedor, product: idproduto },
      query: { canalVenda: 'WEB', idformapagamento: paymentMethodOf(context), tipoEntrega: context.cartContext.tipoEntrega?.() },
    });
    if (store.idproduto !== idproduto) return false;
    Object.assign(store, { status: 'loaded', produto, photos: galleryOf(ownPhotos(produto)) });
    store.alert.on = Boolean(produto.alertaDisponibilidade);
    return true;
  } catch (error) {
    if (store.idproduto !== idproduto) return false;
    if (error instanceof ApiError && error.isNotFound) store.status = 'notFound';
    else Object.assign(store, { status: 'failed', error: error instanceof ApiError ? (error.serverMessage ?? null) : null });
    return false;
  }
}

/** The product page's route loader: the product as this shopper may see it, nothing that can come later. */
export async function loadProductPage(context: ProductContext, idproduto: string): Promise<ProductPageData> {
  const store = createProductStore();
  await fetchProduct(store, context, idproduto);
  const { status, produto, error, photos } = store;
  return { idproduto, status, produto, error, photos, pricedFor: context.session.usuario?.idcliente ?? null };
}

/** The product page's store, from its loader's answer. */
export function productStoreOf(data: ProductPageData): ProductStore {
  const store = createProductStore();
  const { idproduto, status, produto, error, photos } = data;
  Object.assign(store, { idproduto, status, produto, error, photos });
  store.alert.on = Boolean(data.produto?.alertaDisponibilidade);
  return store;
}

/** The product again (a retry, or prices for another shopper), then what comes after it. */
export async function loadProduct(store: ProductStore, context: ProductContext, idproduto: string): Promise<void> {
  if (await fetchProduct(store, context, idproduto)) loadProductExtras(store, context, idproduto);
}

/**
 * What a loaded product page adds in the browser, never holding the page up: the tags, the other
 * photos, the related products, and GA4 view_item (the tracker checks the supplier's tag and the consent).
 */
export function loadProductExtras(store: ProductStore, context: ProductContext, idproduto: string): void {
  const produto = store.produto;
  if (!produto) return;
  void loadProductTags(store, context, idproduto);
  void loadProductPhotos(store, context, idproduto);
  void loadRelatedProducts(store, context, idproduto);
  void context.cartContext.track?.(viewItemEvent(produto, context.cartContext.tags()));
}

/**
 * spec 7 `tag-pesquisa/{a}/filtros-produto/{b}` ({a} the supplier, {b} the product): the product's search
 * tags. They are an extra: a failure leaves none; an answer for a product left in the meantime is dropped.
 */
export async function loadProductTags(store: ProductStore, context: ProductContext, idproduto: string): Promise<void> {
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return;
  let tags: TagPesquisa[] = [];
  try {
    tags = await context.api.call('filtrosProduto', { params: { a: idfornecedor, b: idproduto } });
  } catch {
    // Nothing to show: the page works without them.
  }
  if (store.idproduto === idproduto) store.tags = tags;
}

/** The payment method the page is priced for: the one chosen at checkout, else the client's active one. */
function paymentMethodOf(context: ProductContext): string | undefined {
  return context.cartContext.idformapagamento?.() ?? context.session.usuario?.formaPagamentoActive?.idformapagto;
}

/** At most this many photos in the gallery, whatever a platform answers. */
export const GALLERY_MAX_PHOTOS = 12;

/** The photos the product detail carries: its list, else its catalogue photo. */
function ownPhotos(produto: ProdutoDetalhe): string[] {
  if (produto.imagens.length) return produto.imagens;
  return produto.imagem ? [produto.imagem] : [];
}

/** Photos in order, each once, addresses only (an odd answer's other entries are left out). */
function galleryOf(photos: readonly unknown[]): string[] {
  const addresses = photos.flatMap((src) => (typeof src === 'string' && src.trim() !== '' ? [src.trim()] : []));
  return [...new Set(addresses)].slice(0, GALLERY_MAX_PHOTOS);
}

/**
 * spec 7 `imagens/{a}/{b}/all-images` ({a} the supplier, {b} the product): every photo of the product.
 * They join the product's own after them, so its main photo stays first; a failure or an empty answer
 * leaves the gallery as it was.
 */
export async function loadProductPhotos(store: ProductStore, context: ProductContext, idproduto: string): Promise<void> {
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return;
  let answer: unknown;
  try {
    answer = await context.api.call('imagensProduto', { params: { idfornecedor, idproduto } });
  } catch {
    return;
  }
  const produto = store.produto;
  if (store.idproduto !== idproduto || !produto || !Array.isArray(answer)) return;
  const photos = galleryOf([...ownPhotos(produto), ...(answer as unknown[])]);
  if (photos.length > store.photos.length) store.photos = photos;
}

/** At most this many related products on the page, whatever a platform answers. */
export const RELATED_PRODUCTS_MAX = 8;

/**
 * spec 7 `produto-by-tags`: other products with any of the product's search tags, for the page's
 * "Produtos relacionados". The product itself and the similar products already shown are left out.
 * A product without tags asks nothing; a failure shows none.
 */
export async function loadRelatedProducts(store: ProductStore, context: ProductContext, idproduto: string): Promise<void> {
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  const produto = store.idproduto === idproduto ? store.produto : null;
  const tags = produto?.tagsPesquisa ?? [];
  if (!idfornecedor || !produto || tags.length === 0) return;
  let answer: ProdutoCatalogo[];
  try {
    answer = await context.api.call('produtosPorTags', {
      params: { supplier: idfornecedor },
      // Without an idcadastroextraproduto, the product's id stands for it (as for the availability alert).
      query: { tagsPesquisa: tags.join(','), idcadastroextraproduto: produto.idcadastroextraproduto ?? produto.idproduto, idformapagamento: paymentMethodOf(context) },
    });
  } catch {
    return;
  }
  if (store.idproduto !== idproduto) return;
  const shown = new Set([produto.idproduto, ...produto.similares.map((p) => p.idproduto)]);
  const related: ProdutoCatalogo[] = [];
  for (const p of answer) {
    if (shown.has(p.idproduto)) continue;
    shown.add(p.idproduto);
    related.push(p);
  }
  store.related = related.slice(0, RELATED_PRODUCTS_MAX);
}

/* ---- Availability alert ---- */

/**
 * spec 7: "Avise-me" subscribes the signed-in client to the product's availability alert (and removes
 * it again). A visitor has no client id to be told: the login panel opens instead (spec 6).
 */
export async function setAvailabilityAlert(store: ProductStore, context: ProductContext, on: boolean): Promise<void> {
  const produto = store.produto;
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  if (!produto || !idfornecedor || store.alert.pending) return;
  const idcliente = context.session.usuario?.idcliente;
  if (!idcliente) {
    store.alert.loginAsked = true;
    openPanel(context.panels, 'login');
    return;
  }
  Object.assign(store.alert, { pending: true, loginAsked: false, error: null });
  // spec 7 lists idproduto only for the subscription; it goes with the removal too, for products
  // without an idcadastroextraproduto (the platform's key for the alert is then the product id).
  const body = { idcliente, idfornecedor, idproduto: produto.idproduto, idcadastroextraproduto: produto.idcadastroextraproduto };
  try {
    await context.api.call(on ? 'alertaDisponibilidade' : 'removerAlertaDisponibilidade', { body });
    store.alert.on = on;
  } catch (error) {
    store.alert.error = error instanceof ApiError ? (error.serverMessage ?? '') : '';
  } finally {
    store.alert.pending = false;
  }
}

/* ---- Age check (spec 2), remembered for the session ---- */

/** The highest minimum age the shopper confirmed, per app session: a fresh session (test, story) asks again. */
const confirmedAges = new WeakMap<SessionStore, number>();

export function ageConfirmed(session: SessionStore, idadeMinima: number | undefined): boolean {
  return !idadeMinima || (confirmedAges.get(session) ?? 0) >= idadeMinima;
}

function rememberAge(session: SessionStore, idade: number): void {
  confirmedAges.set(session, Math.max(idade, confirmedAges.get(session) ?? 0));
}

/* ---- Adding to the cart ---- */

/** The catalogue fields only: the detail's description, pictures and similar products stay out of the cart. */
function cartProduct(product: ProdutoCatalogo): ProdutoCatalogo {
  const copy: ProdutoCatalogo & Partial<Pick<ProdutoDetalhe, 'descricao' | 'imagens' | 'similares'>> = { ...product };
  delete copy.descricao;
  delete copy.imagens;
  delete copy.similares;
  return copy;
}

/** The product goes into the cart with the services chosen for it: part of its line (charged, saved, ordered). */
function add(context: ProductContext, product: ProdutoCatalogo, servicos: readonly string[]): void {
  const quantity = changeQuantity(context.cart, context.cartContext, cartProduct(product), { type: 'INC' });
  if (quantity > 0 && servicos.length > 0) setServices(context.cart, context.cartContext, product.idproduto, servicos);
}

function nextStep(store: ProductStore, context: ProductContext, product: ProdutoCatalogo): void {
  if (product.servicosAdicionais?.length) store.pending = { step: 'services', product };
  else {
    store.pending = null;
    add(context, product, []);
  }
}

/**
 * "Adicionar": the first add of an age-restricted product in the session asks the age (spec 2 "age
 * check"); a product with additional services asks which ones (spec 2 "additional-services modal").
 * Without either, the product goes into the cart at once, as in the catalogue (spec 4, optimistic).
 */
export function requestAdd(store: ProductStore, context: ProductContext, product: ProdutoCatalogo): void {
  if (context.cart.locked) return;
  // Written only when it changes: a new list would re-render every page that shows it, on every add.
  if (store.ageDeclined.includes(product.idproduto)) store.ageDeclined = store.ageDeclined.filter((id) => id !== product.idproduto);
  if (!ageConfirmed(context.session, product.idadeMinima)) store.pending = { step: 'ageCheck', product };
  else nextStep(store, context, product);
}

/** The age question answered: yes is remembered for the session and the add goes on; no adds nothing. */
export function answerAgeCheck(store: ProductStore, context: ProductContext, oldEnough: boolean): void {
  const pending = store.pending;
  if (pending?.step !== 'ageCheck') return;
  if (!oldEnough) {
    store.pending = null;
    store.ageDeclined = [...store.ageDeclined, pending.product.idproduto];
    return;
  }
  rememberAge(context.session, pending.product.idadeMinima ?? 0);
  nextStep(store, context, pending.product);
}

/** The services dialog confirmed: the product goes into the cart with the chosen services on its line. */
export function confirmServices(store: ProductStore, context: ProductContext, servicos: string[]): void {
  const pending = store.pending;
  if (pending?.step !== 'services') return;
  store.pending = null;
  add(context, pending.product, servicos);
}

/** A dialog closed without an answer: nothing is added. */
export function cancelPurchase(store: ProductStore): void {
  store.pending = null;
}

/**
 * The stepper of a product already in the cart: the same optimistic change as the catalogue (spec 4:
 * "+" is INC, "−" DEC, typing SET); taking it out takes its services with the line.
 */
export function changeProductQuantity(context: ProductContext, product: ProdutoCatalogo, action: QuantityAction): number {
  return changeQuantity(context.cart, context.cartContext, cartProduct(product), action);
}

/**
 * A product card's "Adicionar" or stepper (catalogue, carousels, recommendations, similar products):
 * the first add goes through the product page's checks (age, services); later changes go straight in.
 */
export function changeFromCard(store: ProductStore, context: ProductContext, product: ProdutoCatalogo, action: QuantityAction): void {
  const inCart = context.cart.lines.find((l) => l.product.idproduto === product.idproduto)?.quantity ?? 0;
  const adds = action.type === 'INC' || (action.type === 'SET' && action.value > 0);
  if (inCart === 0 && adds) requestAdd(store, context, product);
  else changeProductQuantity(context, product, action);
}
