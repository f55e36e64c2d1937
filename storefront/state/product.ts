import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo, ProdutoDetalhe, TagPesquisa } from '@storefront/api/endpoints';
import type { QuantityAction } from '@storefront/domain/quantity';
import { cartContextFor, changeQuantity, setServices, type CartContext } from './cart';
import type { CartStore } from './cartStore';
import type { CheckoutStore } from './checkoutStore';
import type { ConsentStore } from './consent';
import type { PanelsStore } from './panels';
import type { SessionStore } from './sessionStore';
import type { SupplierStore } from './supplier';
import { useBound } from './context';

/** spec 4 "Loading flags", plus the product the platform does not know (404). */
type ProductStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'notFound';

/** A question the shopper must answer before a product goes into the cart (spec 2: age check, additional services). */
type PurchaseStep = 'ageCheck' | 'services';

interface AvailabilityAlertState {
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

/* ---- Age check (spec 2), remembered for the session ---- */

/** The highest minimum age the shopper confirmed, per app session: a fresh session (test, story) asks again. */
const confirmedAges = new WeakMap<SessionStore, number>();

function ageConfirmed(session: SessionStore, idadeMinima: number | undefined): boolean {
  return !idadeMinima || (confirmedAges.get(session) ?? 0) >= idadeMinima;
}

function rememberAge(session: SessionStore, idade: number): void {
  confirmedAges.set(session, Math.max(idade, confirmedAges.get(session) ?? 0));
}

/* ---- Adding to the cart ---- */

/**
 * The catalogue fields only: a product page's detail (description, pictures, similar products) stays out of
 * the cart and of what it saves. Also a reordered product's, fetched as a detail.
 */
export function cartProduct(product: ProdutoCatalogo): ProdutoCatalogo {
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

/** The product actions' context, built from the app's stores and API client: components never hold either. Kept tiny: in the product page's first load. */
export function useProductContext(): ProductContext {
  return useBound(({ stores, api }) => productContextFor(api, stores));
}
