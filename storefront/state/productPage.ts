/**
 * The product page's loading (spec 7): the product, then its tags, photos and related products, and its
 * availability alert. Apart from the product store and the purchase (state/product), which every card
 * that adds to the cart uses: the home's and the catalogue's cards carry none of this.
 */
import type { ProdutoCatalogo, ProdutoDetalhe, TagPesquisa } from '@storefront/api/endpoints';
import { ApiError, serverTextOf } from '@storefront/api/errors';
import { viewItemEvent } from '@storefront/analytics';
import { GALLERY_MAX_PHOTOS, RELATED_PRODUCTS_MAX } from './constants';
import { openPanel } from './panels';
import { createProductStore, type ProductContext, type ProductState, type ProductStore } from './product';

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
      params: { idfornecedor, idproduto },
      query: { canalVenda: 'WEB', idformapagamento: paymentMethodOf(context), tipoEntrega: context.cartContext.tipoEntrega?.() },
    });
    if (store.idproduto !== idproduto) return false;
    Object.assign(store, { status: 'loaded', produto, photos: galleryOf(ownPhotos(produto)) });
    store.alert.on = Boolean(produto.alertaDisponibilidade);
    return true;
  } catch (error) {
    if (store.idproduto !== idproduto) return false;
    if (error instanceof ApiError && error.isNotFound) store.status = 'notFound';
    else Object.assign(store, { status: 'failed', error: serverTextOf(error) ?? null });
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
 * @internal exported for its test; the page loads it with loadProductPage
 */
export async function loadProductTags(store: ProductStore, context: ProductContext, idproduto: string): Promise<void> {
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return;
  let tags: TagPesquisa[] = [];
  try {
    tags = await context.api.call('filtrosProduto', { params: { idfornecedor, idproduto } });
  } catch {
    // Nothing to show: the page works without them.
  }
  if (store.idproduto === idproduto) store.tags = tags;
}

/** The payment method the page is priced for: the one chosen at checkout, else the client's active one. */
function paymentMethodOf(context: ProductContext): string | undefined {
  return context.cartContext.idformapagamento?.() ?? context.session.usuario?.formaPagamentoActive?.idformapagto;
}

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
 * @internal exported for its test; the page loads them with loadProductPage
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

/**
 * spec 7 `produto-by-tags`: other products with any of the product's search tags, for the page's
 * "Produtos relacionados". The product itself and the similar products already shown are left out.
 * A product without tags asks nothing; a failure shows none.
 * @internal exported for its test; the page loads them with loadProductPage
 */
export async function loadRelatedProducts(store: ProductStore, context: ProductContext, idproduto: string): Promise<void> {
  const idfornecedor = context.supplier.fornecedor?.idfornecedor;
  const produto = store.idproduto === idproduto ? store.produto : null;
  const tags = produto?.tagsPesquisa ?? [];
  if (!idfornecedor || !produto || tags.length === 0) return;
  let answer: ProdutoCatalogo[];
  try {
    answer = await context.api.call('produtosPorTags', {
      params: { idfornecedor },
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
    store.alert.error = serverTextOf(error) ?? '';
  } finally {
    store.alert.pending = false;
  }
}
