import { describe, expect, it } from 'vitest';
import { priceLine, type PricedLine } from './cart';
import {
  activeCoupon,
  applyAutomaticCoupon,
  applyManualCoupon,
  automaticDiscountOf,
  couponDiscount,
  couponOnPrices,
  couponPrice,
  removeCoupon,
  shouldValidateCoupon,
  type CouponState,
  type Cupom,
} from './coupons';
import type { PriceRule } from './pricing';

const lines: PricedLine[] = [
  priceLine({ product: { idproduto: 'arroz', nome: 'Arroz', preco: 30 }, quantity: 2 }),
  priceLine({ product: { idproduto: 'feijao', nome: 'Feijão', preco: 10, precoatendente: 8 }, quantity: 5 }),
];
const dez: Cupom = { codigocupom: 'DEZ', percentualDesconto: 10 };
const cinco: Cupom = { codigocupom: 'AUTO5', percentualDesconto: 5, aplicacao_automatica: true };
const withAuto: CouponState = { automatic: cinco, cupomAplicacaoAutomatica: true };
/** A cart's coupons before any (state/cartStore emptyCart): none, automatic application on (spec 4). */
const noCoupons: CouponState = { cupomAplicacaoAutomatica: true };

describe('spec 5: when a coupon is checked', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['auto5', false],
    ['DEZ', true],
  ])('code %j is validated: %s', (code, expected) => {
    expect(shouldValidateCoupon(code, withAuto)).toBe(expected);
  });
});

describe('coupon discounts', () => {
  it('a percentage of the eligible lines', () => {
    expect(couponDiscount(dez, lines)).toBe(1000); // 10% of 60,00 + 40,00
  });

  it('a value in reais, never more than the eligible lines', () => {
    expect(couponDiscount({ codigocupom: 'V', tipodesconto: 'R$', percentualDesconto: 15 }, lines)).toBe(1500);
    expect(couponDiscount({ codigocupom: 'V', tipodesconto: 'R$', percentualDesconto: 500 }, lines)).toBe(10000);
  });

  it('only on its products (produtosComDesconto)', () => {
    expect(couponDiscount({ ...dez, produtosComDesconto: ['arroz'] }, lines)).toBe(600);
  });

  it('not on policy prices when naoUsarCupomComPolitica', () => {
    expect(couponDiscount({ ...dez, nao_usar_com_politica: true }, lines)).toBe(600);
  });

  it('a percentage is kept between 0 and 100', () => {
    expect(couponDiscount({ ...dez, percentualDesconto: 150 }, lines)).toBe(10000);
    expect(couponDiscount({ ...dez, percentualDesconto: -5 }, lines)).toBe(0);
  });
});

describe('spec 3 habilitar_visualizacao_desconto: the price a product costs with the coupon', () => {
  const shown: Cupom = { ...dez, habilitar_visualizacao_desconto: true };
  const arroz: { idproduto: string; rule: PriceRule; cents: number } = { idproduto: 'arroz', rule: 'normal', cents: 599 };
  it.each<[string, Cupom | undefined, Partial<typeof arroz>, number | undefined]>([
    ['10% off R$ 5,99, rounded to the cent', shown, {}, 539],
    ['10% off a line of R$ 30,00', shown, { cents: 3000 }, 2700],
    ['no coupon in force', undefined, {}, undefined],
    ['a coupon without the flag', dez, {}, undefined],
    ['a coupon with the flag off', { ...shown, habilitar_visualizacao_desconto: false }, {}, undefined],
    ['a product the coupon lists', { ...shown, produtosComDesconto: ['arroz'] }, {}, 539],
    ['a product it does not list', { ...shown, produtosComDesconto: ['feijao'] }, {}, undefined],
    ['an empty list covers every product', { ...shown, produtosComDesconto: [] }, {}, 539],
    ['a policy price, coupon not on policy prices', { ...shown, nao_usar_com_politica: true }, { rule: 'progressive' }, undefined],
    ['the normal price, coupon not on policy prices', { ...shown, nao_usar_com_politica: true }, {}, 539],
    ['a policy price, coupon on every price', shown, { rule: 'wholesale' }, 539],
    ["'%' said outright", { ...shown, tipodesconto: ' % ' }, {}, 539],
    ['a value coupon (R$ per order): no price per product', { ...shown, tipodesconto: 'R$', percentualDesconto: 1 }, {}, undefined],
    ['0% takes nothing off', { ...shown, percentualDesconto: 0 }, {}, undefined],
    ['less than half a cent takes nothing off', { ...shown, percentualDesconto: 0.05 }, { cents: 100 }, undefined],
    ['above 100% is 100%', { ...shown, percentualDesconto: 150 }, {}, 0],
  ])('%s', (_, cupom, item, expected) => {
    expect(couponPrice(cupom, { ...arroz, ...item })).toBe(expected);
  });

  it('agrees with the cart discount on one line', () => {
    const [line] = lines;
    expect(couponPrice(shown, { idproduto: line!.product.idproduto, rule: line!.rule, cents: line!.itemsCents })).toBe(line!.itemsCents - couponDiscount(shown, [line!]));
  });

  it('names the coupon in force only when it asks for it and has a code', () => {
    expect(couponOnPrices({ manual: shown, automatic: cinco, cupomAplicacaoAutomatica: true })).toBe(shown);
    expect(couponOnPrices({ manual: dez, automatic: { ...cinco, habilitar_visualizacao_desconto: true }, cupomAplicacaoAutomatica: true })).toBeUndefined();
    expect(couponOnPrices({ automatic: { ...cinco, habilitar_visualizacao_desconto: true }, cupomAplicacaoAutomatica: true })?.codigocupom).toBe('AUTO5');
    expect(couponOnPrices({ automatic: { ...cinco, habilitar_visualizacao_desconto: true }, cupomAplicacaoAutomatica: false })).toBeUndefined();
    expect(couponOnPrices({ automatic: { ...cinco, codigocupom: ' ', habilitar_visualizacao_desconto: true }, cupomAplicacaoAutomatica: true })).toBeUndefined();
    expect(couponOnPrices(noCoupons)).toBeUndefined();
  });
});

describe('spec 3 "Cart" valorDescontoPercentual: the discount the platform applied to the cart it priced', () => {
  it.each<[string, Parameters<typeof automaticDiscountOf>[0], Cupom | undefined]>([
    ['no discount and no coupon', {}, undefined],
    ['the automatic coupon alone, as sent', { cupomAutomatico: cinco }, cinco],
    ['a discount of 0 says nothing', { cupomAutomatico: cinco, valorDescontoPercentual: 0 }, cinco],
    ['a discount that is not a number says nothing', { cupomAutomatico: cinco, valorDescontoPercentual: Number.NaN }, cinco],
    [
      "the automatic coupon as the platform applied it: the cart's terms win",
      { codigoCupomAutomatico: 'AUTO5', cupomAutomatico: cinco, valorDescontoPercentual: 8, produtosComDesconto: ['arroz'] },
      { codigocupom: 'AUTO5', percentualDesconto: 8, tipodesconto: '%', aplicacao_automatica: true, produtosComDesconto: ['arroz'], nao_usar_com_politica: undefined },
    ],
    [
      'a value in reais (tipoDesconto R$), not on policy prices',
      { cupomAutomatico: cinco, valorDescontoPercentual: 15, tipoDesconto: 'R$', naoUsarCupomComPolitica: true },
      { codigocupom: 'AUTO5', percentualDesconto: 15, tipodesconto: 'R$', aplicacao_automatica: true, produtosComDesconto: undefined, nao_usar_com_politica: true },
    ],
    [
      "the platform's own discount (a policy, no coupon): no code",
      { valorDescontoPercentual: 12 },
      { codigocupom: '', percentualDesconto: 12, tipodesconto: '%', produtosComDesconto: undefined, nao_usar_com_politica: undefined },
    ],
    ['the code the cart names', { codigoCupomAutomatico: 'CASA', valorDescontoPercentual: 3 }, expect.objectContaining({ codigocupom: 'CASA', percentualDesconto: 3 }) as Cupom],
  ])('%s', (_, cart, expected) => {
    expect(automaticDiscountOf(cart)).toEqual(expected);
  });

  it('is what the cart discount and the better-benefit check count', () => {
    const applied = automaticDiscountOf({ valorDescontoPercentual: 12 });
    const state = applyAutomaticCoupon(noCoupons, applied);
    expect(couponDiscount(activeCoupon(state)!, lines)).toBe(1200); // 12% of 60,00 + 40,00
    expect(applyManualCoupon(state, dez, lines).kind).toBe('blocked-by-automatic');
    expect(activeCoupon(applyManualCoupon(state, { ...dez, percentualDesconto: 15 }, lines).state)).toMatchObject({ codigocupom: 'DEZ' });
  });
});

describe('spec 4: manual and automatic coupons', () => {
  it('without an automatic coupon a manual one simply applies', () => {
    expect(shouldValidateCoupon('DEZ', noCoupons)).toBe(true);
    expect(applyManualCoupon(noCoupons, dez, lines)).toMatchObject({ kind: 'applied', state: { manual: dez } });
  });

  it('a valid manual coupon replaces the automatic one', () => {
    const outcome = applyManualCoupon(withAuto, dez, lines);
    expect(outcome.kind).toBe('applied');
    expect(activeCoupon(outcome.state)).toBe(dez);
  });

  it('...unless the automatic code is the same', () => {
    const outcome = applyManualCoupon(withAuto, { ...cinco, codigocupom: 'auto5' }, lines);
    expect(outcome.kind).toBe('kept-automatic');
    expect(activeCoupon(outcome.state)).toBe(cinco);
  });

  it('spec 5: an automatic coupon with a better benefit blocks the change', () => {
    const outcome = applyManualCoupon({ automatic: { ...cinco, percentualDesconto: 20 }, cupomAplicacaoAutomatica: true }, dez, lines);
    expect(outcome).toMatchObject({ kind: 'blocked-by-automatic', message: 'coupon.betterAutomatic' });
  });

  it('an automatic coupon is applied after each cart load while automatic application is on', () => {
    expect(applyAutomaticCoupon(noCoupons, cinco).automatic).toBe(cinco);
    expect(activeCoupon(applyAutomaticCoupon(noCoupons, cinco))).toBe(cinco);
  });

  it('removing a coupon clears discounts and turns automatic application off', () => {
    const removed = removeCoupon();
    expect(removed).toEqual({ cupomAplicacaoAutomatica: false });
    expect(applyAutomaticCoupon(removed, cinco).automatic).toBeUndefined();
    expect(activeCoupon({ automatic: cinco, cupomAplicacaoAutomatica: false })).toBeUndefined();
  });
});
