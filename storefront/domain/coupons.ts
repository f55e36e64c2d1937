import type { PricedLine } from './cart';
import { toCents, type Cents } from './money';
import type { PriceRule } from './pricing';

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
  /** The shopper sees the price with this coupon on the products it covers (spec 3 "Coupon"). */
  habilitar_visualizacao_desconto?: boolean;
  aplicacao_automatica?: boolean;
}

/** The coupon part of the cart (spec 3 "Cart"). */
export interface CouponState {
  manual?: Cupom;
  automatic?: Cupom;
  /** Automatic application is on until the shopper removes a coupon (spec 4). */
  cupomAplicacaoAutomatica: boolean;
}

const clean = (code: string | undefined) => (code ?? '').trim().toUpperCase();

/** spec 5: a coupon is skipped if empty or equal to the current automatic coupon. */
export function shouldValidateCoupon(code: string, state: CouponState): boolean {
  return clean(code) !== '' && clean(code) !== clean(state.automatic?.codigocupom);
}

function isValueCoupon(cupom: Cupom): boolean {
  return cupom.tipodesconto?.trim() === 'R$';
}

/** `produtosComDesconto` as a set, by the list it came from: a 500-line cart asks it once a line. */
const productSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function productsOf(cupom: Cupom): ReadonlySet<string> {
  const list = cupom.produtosComDesconto ?? [];
  let set = productSets.get(list);
  if (!set) {
    set = new Set(list);
    productSets.set(list, set);
  }
  return set;
}

/** Whether a coupon takes its discount off a product priced by a rule: only its products, never policy prices when it says so. */
function covers(cupom: Cupom, idproduto: string, rule: PriceRule): boolean {
  const only = productsOf(cupom);
  return (only.size === 0 || only.has(idproduto)) && !(cupom.nao_usar_com_politica && rule !== 'normal');
}

/** A percentage coupon's percentage, kept between 0 and 100. */
const percentOf = (cupom: Cupom) => Math.min(Math.max(cupom.percentualDesconto, 0), 100);

/** The discount a coupon gives on priced lines: only its products, never on policy prices when it says so. */
export function couponDiscount(cupom: Cupom, lines: readonly PricedLine[]): Cents {
  const base = lines.filter((line) => covers(cupom, line.product.idproduto, line.rule)).reduce((sum, line) => sum + line.itemsCents, 0);
  if (isValueCoupon(cupom)) return Math.min(base, toCents(cupom.percentualDesconto));
  return Math.round((base * percentOf(cupom)) / 100);
}

/**
 * spec 3 "Coupon" habilitar_visualizacao_desconto: what an amount (a unit price, or a cart line's items)
 * costs with the coupon, to show beside the price without it; undefined when the coupon does not ask
 * for it, does not cover the product (`produtosComDesconto`, empty or missing meaning every product;
 * `nao_usar_com_politica` on a policy price) or takes nothing off.
 *
 * Only a percentage coupon has a price per product. A value coupon ('R$') takes its amount off the
 * order once (`couponDiscount`): what it takes off one product depends on the rest of the cart, so no
 * product price is shown for it. Each amount is rounded on its own, so the lines of a cart may add up
 * to a cent or two off the cart's discount, which is taken off the cart's total in one go.
 */
export function couponPrice(cupom: Cupom | undefined, item: { idproduto: string; rule: PriceRule; cents: Cents }): Cents | undefined {
  if (!cupom?.habilitar_visualizacao_desconto || isValueCoupon(cupom) || !covers(cupom, item.idproduto, item.rule)) return undefined;
  const off = Math.round((item.cents * percentOf(cupom)) / 100);
  return off > 0 ? item.cents - off : undefined;
}

/** The coupon in force: a manual one replaces the automatic one (spec 4). */
export function activeCoupon(state: CouponState): Cupom | undefined {
  return state.manual ?? (state.cupomAplicacaoAutomatica ? state.automatic : undefined);
}

/**
 * The coupon in force when it asks for its price on the products (habilitar_visualizacao_desconto,
 * spec 3) and has a code to name it by; the screens show it only where prices are visible (spec 5).
 */
export function couponOnPrices(state: CouponState): Cupom | undefined {
  const cupom = activeCoupon(state);
  return cupom?.habilitar_visualizacao_desconto && cupom.codigocupom.trim() ? cupom : undefined;
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

/** spec 3 "Cart": what a priced cart says of its discount, in the cart's own field names. */
export interface CartDiscountFields {
  codigoCupomAutomatico?: string;
  cupomAutomatico?: Cupom;
  /** The discount the platform applied to the cart: a percentage, or reais when `tipoDesconto` is 'R$'. */
  valorDescontoPercentual?: number;
  /** '%' by default (spec 3 "Cart"). */
  tipoDesconto?: string;
  produtosComDesconto?: readonly string[];
  naoUsarCupomComPolitica?: boolean;
}

/**
 * The automatic discount of a cart the platform priced (ASSUMPTIONS.md "Cart discount"). The cart call
 * carries no manual coupon, so a discount the platform says it applied (`valorDescontoPercentual` above 0,
 * with `tipoDesconto`, `produtosComDesconto`, `naoUsarCupomComPolitica`; its `totalCompras` is after it)
 * is the cart's automatic one: the automatic coupon as the platform applied it to this cart, whose terms
 * win over the coupon's own, or, with no coupon named, a discount of the platform's own (a client's
 * commercial policy), with an empty code. Either way the cart has one discount: a manual coupon replaces
 * it and removing the coupon clears it (spec 4). Without such a discount, the automatic coupon as sent.
 */
export function automaticDiscountOf(cart: CartDiscountFields): Cupom | undefined {
  const value = cart.valorDescontoPercentual;
  if (value === undefined || !Number.isFinite(value) || value <= 0) return cart.cupomAutomatico;
  return {
    ...cart.cupomAutomatico,
    codigocupom: cart.codigoCupomAutomatico ?? cart.cupomAutomatico?.codigocupom ?? '',
    tipodesconto: cart.tipoDesconto ?? '%',
    percentualDesconto: value,
    produtosComDesconto: cart.produtosComDesconto,
    nao_usar_com_politica: cart.naoUsarCupomComPolitica,
  };
}

/** spec 4: an automatic coupon is applied after each cart load (while automatic application is on). */
export function applyAutomaticCoupon(state: CouponState, automatic: Cupom | undefined): CouponState {
  return { ...state, automatic: state.cupomAplicacaoAutomatica ? automatic : undefined };
}

/** spec 4: removing a coupon clears discounts and turns automatic application off. */
export function removeCoupon(): CouponState {
  return { cupomAplicacaoAutomatica: false };
}
