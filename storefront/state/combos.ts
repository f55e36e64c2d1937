import { proxy, type Snapshot } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ComboPromocional, ProdutoCatalogo } from '@storefront/api/endpoints';
import { priceLine, type ComboContents } from '@storefront/domain/cart';
import { toReais } from '@storefront/domain/money';
import { cartContextFor, changeQuantity, flushCartSave } from './cart';
import { currentPriceTerms, priceTermsKey } from './catalogue';
import type { Stores } from './stores';
import { useBound } from './context';

type Deps = Pick<Stores, 'session' | 'supplier' | 'checkout'>;
type CartDeps = Pick<Stores, 'session' | 'supplier' | 'cart' | 'checkout' | 'consent'>;

/** A combo as the rules read it: the store's or a snapshot of it. */
interface ComboLike<P> {
  readonly preco: number;
  readonly produtos: readonly { readonly produto: P; readonly quantidade: number }[];
}

/** One product of a combo, per combo, and its price bought apart. */
export interface ComboLine<P = ProdutoCatalogo> {
  product: P;
  quantity: number;
  /** The product bought apart, at the combo's quantity, by the unit price rule (spec 4). */
  separate: number;
}

/** The combo's products, each with what it would cost bought apart. */
export function comboLines<P extends Snapshot<ProdutoCatalogo>>(combo: Pick<ComboLike<P>, 'produtos'>, tags: readonly string[] = []): ComboLine<P>[] {
  return combo.produtos.map(({ produto, quantidade }) => ({
    product: produto,
    quantity: quantidade,
    separate: toReais(priceLine({ product: produto, quantity: quantidade }, tags).totalCents),
  }));
}

/** The combo price against the sum of its products bought apart; the saving is never negative. */
export function comboSaving<P extends Snapshot<ProdutoCatalogo>>(combo: ComboLike<P>, tags: readonly string[] = []) {
  const separate = Math.round(comboLines(combo, tags).reduce((sum, line) => sum + line.separate * 100, 0)) / 100;
  return { separate, preco: combo.preco, saving: Math.max(0, Math.round((separate - combo.preco) * 100) / 100) };
}

/**
 * The combo as a cart line (spec 3 `idcombopromocional_cabecalho` with `produtos`): one item at the
 * combo's price, sold by the unit, its products listed under it. Its id is the combo's.
 */
function comboCartLine(combo: Snapshot<ComboPromocional>): { product: ProdutoCatalogo; combo: ComboContents } {
  const id = combo.idcombopromocional_cabecalho;
  const imagem = combo.produtos.find(({ produto }) => produto.imagem)?.produto.imagem;
  return {
    product: { idproduto: id, sku: id, nome: combo.nome, preco: combo.preco, unidade: 'un', disponivel: true, idcategoria: '', ...(imagem ? { imagem } : {}) },
    combo: { id, products: combo.produtos.map(({ produto, quantidade }) => ({ idproduto: produto.idproduto, name: produto.nome, quantity: quantidade })) },
  };
}

/* ---- The list of combos ---- */

export interface CombosState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  combos: ComboPromocional[];
}

export function createCombosStore() {
  return proxy<CombosState>({ status: 'idle', combos: [] });
}

export type CombosStore = ReturnType<typeof createCombosStore>;

/** spec 7: the client's combos (`combosCliente`) when signed in, every combo of the supplier (`combos`) otherwise. */
export async function loadCombos(store: CombosStore, stores: Pick<Stores, 'session' | 'supplier'>, api: ApiClient): Promise<void> {
  const idfornecedor = stores.supplier.fornecedor?.idfornecedor;
  if (!idfornecedor) return;
  const idcliente = stores.session.usuario?.idcliente;
  store.status = 'loading';
  try {
    const combos = idcliente ? await api.call('combosCliente', { params: { idfornecedor, idcliente } }) : await api.call('combos', { params: { idfornecedor } });
    Object.assign(store, { status: 'loaded', combos });
  } catch {
    Object.assign(store, { status: 'failed', combos: [] });
  }
}

/* ---- One combo ---- */

export interface ComboState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  combo: ComboPromocional | null;
  /** The price terms it was asked with (`priceTermsKey`): other terms, another price. */
  pricedWith: string | null;
  adding: boolean;
  /** What adding the combo did, or why it did not; `quantity`: how many of this combo the cart now holds. */
  result: { kind: 'added'; quantity: number } | { kind: 'locked' } | { kind: 'saveFailed' } | null;
}

export function createComboStore() {
  return proxy<ComboState>({ status: 'idle', combo: null, pricedWith: null, adding: false, result: null });
}

export type ComboStore = ReturnType<typeof createComboStore>;

/** spec 7 `combo`, priced for the payment method, client and delivery type in use. */
export async function loadCombo(store: ComboStore, stores: Deps, api: ApiClient, id: string): Promise<void> {
  Object.assign(store, { status: 'loading', result: null });
  const terms = currentPriceTerms(stores);
  try {
    const combo = await api.call('combo', {
      params: { idcombo: id },
      query: { idformapagamento: terms.formapagamento, idcliente: stores.session.usuario?.idcliente, tipoEntrega: terms.tipoentrega },
    });
    Object.assign(store, { status: 'loaded', combo, pricedWith: priceTermsKey(terms) });
  } catch {
    Object.assign(store, { status: 'failed', combo: null });
  }
}

/**
 * Puts one more of the combo in the cart, as one combo line at the combo's price, and saves at once so
 * the platform holds it. A cart an attendant has locked (spec 4) takes nothing.
 */
export async function addComboToCart(store: ComboStore, stores: CartDeps, api: ApiClient): Promise<boolean> {
  const combo = store.combo;
  if (!combo || store.adding) return false;
  if (stores.cart.locked) {
    store.result = { kind: 'locked' };
    return false;
  }
  Object.assign(store, { adding: true, result: null });
  const context = cartContextFor(api, stores);
  const line = comboCartLine(combo);
  changeQuantity(stores.cart, context, line.product, { type: 'INC' }, line.combo);
  // The screen tells the failure: the cart's own toast would say it twice.
  const failed = (await flushCartSave(stores.cart, context, { quiet: true })).kind === 'failed';
  const quantity = stores.cart.lines.find((l) => l.product.idproduto === line.product.idproduto)?.quantity ?? 0;
  Object.assign(store, { adding: false, result: failed ? { kind: 'saveFailed' } : { kind: 'added', quantity } });
  return !failed;
}

/** The combos' actions, bound to the app's stores and API client: screens never hold either. */
export function useComboActions() {
  return useBound(({ stores, api }) => ({
    loadCombos: (store: CombosStore) => loadCombos(store, stores, api),
    loadCombo: (store: ComboStore, id: string) => loadCombo(store, stores, api, id),
    addComboToCart: (store: ComboStore) => addComboToCart(store, stores, api),
  }));
}
