import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { ProdutoCatalogo } from '@storefront/api/endpoints';
import { ApiError } from '@storefront/api/errors';
import { compareRepeatOrder, type RepeatComparison } from '@storefront/domain/repeatOrder';
import { cartContextFor, changeQuantity, flushCartSave } from './cart';
import { cartProduct } from './product';
import type { Stores } from './stores';
import { useBound } from './context';

/**
 * spec 2 "Repeat order": `loading` the order and its products, `ready` with what changed since, `adding`
 * to the cart, then `added` or `failed` (spec 8 messages). `failed` leaves the cart as it was.
 */
export interface RepeatOrderState {
  status: 'idle' | 'loading' | 'ready' | 'adding' | 'added' | 'failed';
  numpedido: string | null;
  comparison: RepeatComparison<ProdutoCatalogo> | null;
}

export function createRepeatOrderStore() {
  return proxy<RepeatOrderState>({ status: 'idle', numpedido: null, comparison: null });
}

export type RepeatOrderStore = ReturnType<typeof createRepeatOrderStore>;
type Deps = Pick<Stores, 'supplier' | 'session' | 'checkout' | 'cart' | 'consent'>;

/**
 * Loads the order and each of its products as the platform sells them now (the product call, priced for
 * the chosen payment and delivery type), then compares. A product the platform no longer has (404) is
 * unavailable; any other failure fails the whole repeat.
 */
export async function prepareRepeatOrder(store: RepeatOrderStore, stores: Deps, api: ApiClient, numpedido: string): Promise<void> {
  Object.assign(store, { status: 'loading', numpedido, comparison: null });
  const supplier = stores.supplier.fornecedor;
  try {
    if (!supplier) throw new TypeError('no supplier');
    const order = await api.call('pedido', { params: { numpedido } });
    const ids = [...new Set(order.itens.map((i) => i.idproduto))];
    const found = await Promise.all(
      ids.map(async (product) => {
        try {
          const detail = await api.call('produto', {
            params: { idfornecedor: supplier.idfornecedor, idproduto: product },
            query: { idformapagamento: stores.checkout.payment.selected ?? undefined, disableSimilares: true, canalVenda: 'WEB', tipoEntrega: stores.checkout.tipoEntrega },
          });
          return [cartProduct(detail)];
        } catch (error) {
          if (error instanceof ApiError && error.isNotFound) return [];
          throw error;
        }
      }),
    );
    const products = new Map(found.flat().map((p) => [p.idproduto, p]));
    if (store.numpedido !== numpedido) return;
    Object.assign(store, { status: 'ready', comparison: compareRepeatOrder(order.itens, products, supplier.tag) });
  } catch {
    if (store.numpedido === numpedido) store.status = 'failed';
  }
}

/**
 * Adds the items that can be bought to the cart with the cart's own action (its rules, its save), on top
 * of what the cart already holds, and saves at once so the answer is known. A locked cart, a failed or
 * empty save puts the cart back as it was.
 */
export async function confirmRepeatOrder(store: RepeatOrderStore, stores: Deps, api: ApiClient): Promise<boolean> {
  const items = store.comparison?.addable ?? [];
  if (store.status !== 'ready' || items.length === 0) return false;
  const { cart } = stores;
  if (cart.locked) {
    store.status = 'failed';
    return false;
  }
  store.status = 'adding';
  const before = cart.lines.map((line) => ({ ...line }));
  const context = cartContextFor(api, stores);
  for (const item of items) {
    const current = cart.lines.find((l) => l.product.idproduto === item.idproduto)?.quantity ?? 0;
    changeQuantity(cart, context, item.product, { type: 'SET', value: current + item.quantity });
  }
  // The failure is the dialog's to tell: the cart's own toast would say it twice.
  const outcome = await flushCartSave(cart, context, { quiet: true });
  if (outcome.kind === 'failed' || outcome.kind === 'emptyReply') {
    cart.lines = before;
    store.status = 'failed';
    return false;
  }
  store.status = 'added';
  return true;
}

/** The dialog closed: the next opening loads the order afresh. */
export function resetRepeatOrder(store: RepeatOrderStore): void {
  Object.assign(store, { status: 'idle', numpedido: null, comparison: null });
}

/** "Repeat order"'s actions, bound to the app's stores and API client: components never hold either. */
export function useRepeatOrderActions() {
  return useBound(({ stores, api }) => ({
    prepareRepeatOrder: (store: RepeatOrderStore, numpedido: string) => prepareRepeatOrder(store, stores, api, numpedido),
    confirmRepeatOrder: (store: RepeatOrderStore) => confirmRepeatOrder(store, stores, api),
  }));
}
