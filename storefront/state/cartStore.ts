import { proxy } from 'valtio';
import type { ProdutoCatalogo, TipoAssinatura } from '@storefront/api/endpoints';
import type { ChosenService, ComboContents } from '@storefront/domain/cart';
import type { CouponState } from '@storefront/domain/coupons';
import type { QuantityReason } from '@storefront/domain/quantity';

/*
 * The cart's state and its creator, apart from the actions (cart.ts): every page creates the store, only
 * the pages that change the cart load the rules, so they stay out of the first page's JavaScript.
 */

/** A cart line as the storefront keeps it: the catalogue product and its quantity. */
export interface CartLineState {
  product: ProdutoCatalogo;
  quantity: number;
  /** Gift-wrapped (spec 4), sent as the item's `embalarParaPresente`. */
  giftWrap: boolean;
  /** Paid add-on services chosen with the product: part of the line, charged per unit, saved and ordered with it. */
  services: ChosenService[];
  /** A combo line: `product` is the combo at its price, these are the products it holds (per combo). */
  combo?: ComboContents;
}

export interface CartState {
  lines: CartLineState[];
  /** A save is waiting for the debounce or in flight. */
  saving: boolean;
  /**
   * spec 4 "Persistence": the browser is still bringing back the earlier visit's cart, so an empty cart
   * is not yet known to be empty. The server's page says the same: the cart is the browser's own.
   */
  restoring: boolean;
  /** spec 8 "Cart": the last load failed; the lines in hand stay and a retry is offered. */
  loadFailed: boolean;
  /**
   * Issue 10 faults: `offline` while changes wait for the network (kept here, sent when it is back);
   * `resynced` once they reached the platform, until the next change.
   */
  sync: 'offline' | 'resynced' | null;
  /** Why the last change of each product differs from what was asked (`cart.quantity.*` messages). */
  reasons: Record<string, QuantityReason[]>;
  /** bloqueio_atendimento: an attendant is working on it (spec 4). */
  locked: boolean;
  /** Manual and automatic coupons (spec 4 "Coupons"). */
  coupons: CouponState;
  couponStatus: 'idle' | 'checking';
  couponFailure: CouponFailure | null;
  /** spec 3 "Cart": notes and the customer's own order number. */
  observacao: string;
  numPedidoCliente: string;
  /** spec 4: subscription types, loaded when the cart has a recurrence. */
  subscription: { tipos: TipoAssinatura[]; label: string; mensagem: string; selected: string | null } | null;
}

/** Why a coupon was not applied (spec 5). */
type CouponFailure = { kind: 'invalid'; serverText: string } | { kind: 'unverified' } | { kind: 'betterAutomatic' };

export const emptyCart = (): CartState => ({
  lines: [],
  saving: false,
  restoring: false,
  loadFailed: false,
  sync: null,
  reasons: {},
  locked: false,
  // No coupon yet, automatic application on until the shopper removes one (spec 4, domain/coupons CouponState).
  coupons: { cupomAplicacaoAutomatica: true },
  couponStatus: 'idle',
  couponFailure: null,
  observacao: '',
  numPedidoCliente: '',
  subscription: null,
});

/** The "saved again" message has been read (or shown long enough): the next offline spell speaks anew. */
export function dismissCartSync(cart: CartState): void {
  if (cart.sync === 'resynced') cart.sync = null;
}

export function createCartStore() {
  return proxy<CartState>(emptyCart());
}

export type CartStore = ReturnType<typeof createCartStore>;

