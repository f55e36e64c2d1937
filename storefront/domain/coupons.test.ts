import { describe, expect, it } from 'vitest';
import { priceLine, type PricedLine } from './cart';
import {
  activeCoupon,
  applyAutomaticCoupon,
  applyManualCoupon,
  couponDiscount,
  initialCouponState,
  removeCoupon,
  shouldValidateCoupon,
  type CouponState,
  type Cupom,
} from './coupons';

const lines: PricedLine[] = [
  priceLine({ product: { idproduto: 'arroz', nome: 'Arroz', preco: 30 }, quantity: 2 }),
  priceLine({ product: { idproduto: 'feijao', nome: 'Feijão', preco: 10, precoatendente: 8 }, quantity: 5 }),
];
const dez: Cupom = { codigocupom: 'DEZ', percentualDesconto: 10 };
const cinco: Cupom = { codigocupom: 'AUTO5', percentualDesconto: 5, aplicacao_automatica: true };
const withAuto: CouponState = { automatic: cinco, cupomAplicacaoAutomatica: true };

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

describe('spec 4: manual and automatic coupons', () => {
  it('without an automatic coupon a manual one simply applies', () => {
    expect(shouldValidateCoupon('DEZ', initialCouponState)).toBe(true);
    expect(applyManualCoupon(initialCouponState, dez, lines)).toMatchObject({ kind: 'applied', state: { manual: dez } });
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
    expect(applyAutomaticCoupon(initialCouponState, cinco).automatic).toBe(cinco);
    expect(activeCoupon(applyAutomaticCoupon(initialCouponState, cinco))).toBe(cinco);
  });

  it('removing a coupon clears discounts and turns automatic application off', () => {
    const removed = removeCoupon();
    expect(removed).toEqual({ cupomAplicacaoAutomatica: false });
    expect(applyAutomaticCoupon(removed, cinco).automatic).toBeUndefined();
    expect(activeCoupon({ automatic: cinco, cupomAplicacaoAutomatica: false })).toBeUndefined();
  });
});
