import { proxy, type Snapshot } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ComboPromocional, ProdutoCatalogo } from '@storefront/api/endpoints';
import { priceLine } from '@storefront/domain/cart';
import { toReais } from '@storefront/domain/money';
import { applyQuantityAction, type QuantityReason } from '@storefront/domain/quantity';
import { cartContextFor, changeQuantity, flushCartSave } from './cart';
import type { Stores } from './stores';

type Deps = Pick<Stores, 'session' | 'supplier' | 'checkout'>;
type CartDeps = Pick<Stores, 'session' | 'supplier' | 'cart' | 'checkout' | 'consent'>;

/** A combo as the rules read it: the store's or a snapshot of it. */
interface ComboLike<P> {
  readonly preco: number;
  readonly produtos: readonly { readonly produto: P; readonly quantidade: number }[];
}

/** One product of a combo as the shopper will get it. */
export interface ComboLine<P = ProdutoCatalogo> {
  product: P;
  /** The combo's quantity. */
  asked: number;
  /** What the cart takes under the quantity rules of spec 4 (0: none is valid). */
  quantity: number;
  reasons: QuantityReason[];
  /** The product bought apart, at the combo's quantity, by the unit price rule (spec 4). */
  separate: number;
}

/** spec 4 "Cart quantities" applied to each product of the combo, and its separate price. */
export function comboLines<P extends Snapshot<ProdutoCatalogo>>(combo: Pick<ComboLike<P>, 'produtos'>, tags: readonly string[] = []): ComboLine<P>[] {
  return combo.produtos.map(({ produto, quantidade }) => {
    const { quantity, reasons } = applyQuantityAction(produto, 0, { type: 'SET', value: quantidade });
    return { product: produto, asked: quantidade, quantity, reasons, separate: toReais(priceLine({ product: produto, quantity: quantidade }, tags).totalCents) };
  });
}

/** The combo price against the sum of its products bought apart; the saving is never negative. */
export function comboSaving<P extends Snapshot<ProdutoCatalogo>>(combo: ComboLike<P>, tags: readonly string[] = []) {
  const separate = Math.round(comboLines(combo, tags).reduce((sum, line) => sum + line.separate * 100, 0)) / 100;
  return { separate, preco: combo.preco, saving: Math.max(0, Math.round((separate - combo.preco) * 100) / 100) };
}

/** Lines whose quantity the rules change: the screen says so before the combo is added. */
export const adjustedLines = <P>(lines: readonly ComboLine<P>[]) => lines.filter((line) => line.quantity !== line.asked);

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
    const combos = idcliente ? await api.call('combosCliente', { params: { idfornecedor, x: idcliente } }) : await api.call('combos', { params: { idfornecedor } });
    Object.assign(store, { status: 'loaded', combos });
  } catch {
    Object.assign(store, { status: 'failed', combos: [] });
  }
}

/* ---- One combo ---- */

export interface ComboState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  combo: ComboPromocional | null;
  adding: boolean;
  /** What adding the combo did: every product in the cart, or why not. */
  result: { kind: 'added'; count: number } | { kind: 'locked' } | { kind: 'saveFailed' } | null;
}

export function createComboStore() {
  return proxy<ComboState>({ status: 'idle', combo: null, adding: false, result: null });
}

export type ComboStore = ReturnType<typeof createComboStore>;

/** spec 7 `combo`, priced for the payment method, client and delivery type in use. */
export async function loadCombo(store: ComboStore, stores: Deps, api: ApiClient, id: string): Promise<void> {
  Object.assign(store, { status: 'loading', result: null });
  try {
    const combo = await api.call('combo', {
      params: { id },
      query: { idformapagamento: stores.checkout.payment.selected ?? undefined, idcliente: stores.session.usuario?.idcliente, tipoEntrega: stores.checkout.tipoEntrega },
    });
    Object.assign(store, { status: 'loaded', combo });
  } catch {
    Object.assign(store, { status: 'failed', combo: null });
  }
}

/**
 * Puts every product of the combo in the cart, on top of what it holds, each under the quantity rules
 * of spec 4 (the cart's own `changeQuantity`), and saves at once so the platform holds the combo.
 * A cart an attendant has locked (spec 4) takes nothing.
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
  const lines = comboLines(combo, stores.supplier.fornecedor?.tag ?? []).filter((line) => line.quantity > 0);
  for (const line of lines) {
    const held = stores.cart.lines.find((l) => l.product.idproduto === line.product.idproduto)?.quantity ?? 0;
    changeQuantity(stores.cart, context, line.product, { type: 'SET', value: held + line.quantity });
  }
  // The screen tells the failure: the cart's own toast would say it twice.
  const failed = (await flushCartSave(stores.cart, context, { quiet: true })).kind === 'failed';
  Object.assign(store, { adding: false, result: failed ? { kind: 'saveFailed' } : { kind: 'added', count: lines.length } });
  return !failed;
}
