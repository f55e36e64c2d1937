import type { PricedLine } from './cart';
import { toCents, type Cents } from './money';

/** spec 3 "Coupon", with the API's field names. */
export interface Cupom {
  codigocupom: string;
  /** '%' (the default, spec 3 "Cart") or 'R$' for a value in reais. */
  tipodesconto?: string;
  /** The percentage, or the value in reais for 'R$' coupons. */
  percentualDesconto: number;
  /** Product ids the coupon applies to; empty or missing means every product. */
  produtosComDesconto?: readonly string[];
  /** Not on lines already priced by a commercial policy (attendant, progressive, wholesale). */
  nao_usar_com_politica?: boolean;
  aplicacao_automatica?: boolean;
}

/** The coupon part of the cart (spec 3 "Cart"). */
export interface CouponState {
  manual?: Cupom;
  automatic?: Cupom;
  /** Automatic application is on until the shopper removes a coupon (spec 4). */
  cupomAplicacaoAutomatica: boolean;
}

export const initialCouponState: CouponState = { cupomAplicacaoAutomatica: true };

const clean = (code: string | undefined) => (code ?? '').trim().toUpperCase();

/** spec 5: a coupon is skipped if empty or equal to the current automatic coupon. */
export function shouldValidateCoupon(code: string, state: CouponState): boolean {
  return clean(code) !== '' && clean(code) !== clean(state.automatic?.codigocupom);
}

function isValueCoupon(cupom: Cupom): boolean {
  return cupom.tipodesconto?.trim() === 'R$';
}

/** The discount a coupon gives on priced lines: only its products, never on policy prices when it says so. */
export function couponDiscount(cupom: Cupom, lines: readonly PricedLine[]): Cents {
  const only = new Set(cupom.produtosComDesconto ?? []);
  const eligible = lines.filter(
    (line) => (only.size === 0 || only.has(line.product.idproduto)) && !(cupom.nao_usar_com_politica && line.rule !== 'normal'),
  );
  const base = eligible.reduce((sum, line) => sum + line.itemsCents, 0);
  if (isValueCoupon(cupom)) return Math.min(base, toCents(cupom.percentualDesconto));
  const percent = Math.min(Math.max(cupom.percentualDesconto, 0), 100);
  return Math.round((base * percent) / 100);
}

/** The coupon in force: a manual one replaces the automatic one (spec 4). */
export function activeCoupon(state: CouponState): Cupom | undefined {
  return state.manual ?? (state.cupomAplicacaoAutomatica ? state.automatic : undefined);
}

export type ManualCouponOutcome =
  | { kind: 'applied'; state: CouponState }
  | { kind: 'kept-automatic'; state: CouponState }
  | { kind: 'blocked-by-automatic'; state: CouponState; message: 'coupon.betterAutomatic' };

/**
 * spec 4 and 5: a manual coupon validated by the server replaces the automatic one, unless the automatic
 * code is the same; an automatic coupon with a better benefit on this cart blocks the change.
 */
export function applyManualCoupon(state: CouponState, cupom: Cupom, lines: readonly PricedLine[]): ManualCouponOutcome {
  if (clean(cupom.codigocupom) === clean(state.automatic?.codigocupom)) return { kind: 'kept-automatic', state: { ...state, manual: undefined } };
  if (state.automatic && state.cupomAplicacaoAutomatica && couponDiscount(state.automatic, lines) > couponDiscount(cupom, lines)) {
    return { kind: 'blocked-by-automatic', state, message: 'coupon.betterAutomatic' };
  }
  return { kind: 'applied', state: { ...state, manual: cupom } };
}

/** spec 4: an automatic coupon is applied after each cart load (while automatic application is on). */
export function applyAutomaticCoupon(state: CouponState, automatic: Cupom | undefined): CouponState {
  return { ...state, automatic: state.cupomAplicacaoAutomatica ? automatic : undefined };
}

/** spec 4: removing a coupon clears discounts and turns automatic application off. */
export function removeCoupon(): CouponState {
  return { cupomAplicacaoAutomatica: false };
}
