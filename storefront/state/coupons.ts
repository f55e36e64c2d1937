import type { Cupom } from '@storefront/api/endpoints';
import type { PricedLine } from '@storefront/domain/cart';
import { ApiError } from '@storefront/api/errors';
import { activeCoupon, applyManualCoupon, couponDiscount, removeCoupon as removedCoupons, shouldValidateCoupon } from '@storefront/domain/coupons';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import type { CartContext } from './cart';
import { cartContextFor, cartSummary } from './cart';
import { useBound } from './context';
import type { Snapshot } from 'valtio';
import type { CartState, CartStore } from './cartStore';
import { COUPON_REVALIDATION_DELAY_MS } from './constants';

/**
 * The discount of the coupon in force on the cart as it stands (spec 3 "Cart" valorDesconto); pass the
 * priced lines when they are at hand, so the cart is not priced twice.
 */
export function cartDiscount(
  cart: Snapshot<Pick<CartState, 'lines' | 'coupons'>>,
  tags: readonly string[],
  lines: readonly PricedLine[] = cartSummary(cart, tags).lines,
): { cupom: Cupom | undefined; discountCents: number } {
  const cupom = activeCoupon(cart.coupons);
  return { cupom, discountCents: cupom ? couponDiscount(cupom, lines) : 0 };
}

/**
 * spec 4 and 5: a manual coupon is validated on the server; the server's refusal text is shown, or
 * 'Não foi possível verificar seu cupom'; a better automatic coupon blocks the change. Returns whether
 * the code is now in force.
 */
export async function applyCoupon(cart: CartStore, context: CartContext, code: string): Promise<boolean> {
  const idfornecedor = context.idfornecedor();
  cart.couponFailure = null;
  // spec 5: skipped if empty or equal to the current automatic coupon.
  if (!idfornecedor || !shouldValidateCoupon(code, cart.coupons)) return code.trim() !== '';
  cart.couponStatus = 'checking';
  try {
    const cupom = await context.api.call('validarCupom', {
      params: { idfornecedor, idcliente: context.idcliente() ?? EMPTY_ID, codigo: code.trim().toUpperCase() },
      query: { canalVenda: 'WEB', idformapagamento: context.idformapagamento?.(), codigocupomautomatico: cart.coupons.automatic?.codigocupom },
    });
    const outcome = applyManualCoupon(cart.coupons, cupom, cartSummary(cart, context.tags()).lines);
    cart.coupons = outcome.state;
    if (outcome.kind === 'blocked-by-automatic') cart.couponFailure = { kind: 'betterAutomatic' };
    return outcome.kind !== 'blocked-by-automatic';
  } catch (error) {
    const serverText = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
    cart.couponFailure = serverText ? { kind: 'invalid', serverText } : { kind: 'unverified' };
    return false;
  } finally {
    cart.couponStatus = 'idle';
  }
}

/** spec 4: removing a coupon clears discounts and turns automatic application off. */
export function removeCoupon(cart: CartStore): void {
  cart.coupons = removedCoupons();
  cart.couponFailure = null;
}

/** spec 4: choosing a coupon from the list revalidates the cart after 200 ms (the caller closes the panel). */
function chooseCoupon(cart: CartStore, context: CartContext, code: string): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(applyCoupon(cart, context, code)), COUPON_REVALIDATION_DELAY_MS);
  });
}

/** The signed-in client's coupons and share coupon (spec 7 "Coupons"). */
async function loadCustomerCoupons(context: CartContext): Promise<{ cupons: Cupom[]; compartilhar: Cupom | undefined }> {
  const idcliente = context.idcliente();
  if (!idcliente) return { cupons: [], compartilhar: undefined };
  const [list, share] = await Promise.allSettled([
    context.api.call('cuponsCliente', { params: { idcliente }, query: { onlyLast: false, available: true, idformapagamento: context.idformapagamento?.() } }),
    context.api.call('cupomIndicacao', { params: { idcliente } }),
  ]);
  if (list.status === 'rejected') throw list.reason;
  return { cupons: list.value.cupons, compartilhar: share.status === 'fulfilled' ? share.value.cupomRecomendacao : undefined };
}

/** The coupons' actions (spec 4), bound once to the app's cart and API client: the coupons panel and the checkout hold neither. */
export function useCouponActions() {
  return useBound(({ stores, api }) => {
    const context = cartContextFor(api, stores);
    return {
      applyCoupon: (code: string) => applyCoupon(stores.cart, context, code),
      chooseCoupon: (code: string) => chooseCoupon(stores.cart, context, code),
      loadCustomerCoupons: () => loadCustomerCoupons(context),
    };
  });
}
