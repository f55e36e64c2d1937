import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timesQuantity, toCents, toReais } from './money';

describe('money in integer cents', () => {
  it.each([
    [0.29, 29],
    [19.9, 1990],
    [1.1 + 2.2, 330],
    [undefined, 0],
    [Number.NaN, 0],
    [-3.5, -350],
  ])('toCents(%s) is %i', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
  });

  it('turns cents back into reais', () => {
    expect(toReais(1990)).toBe(19.9);
  });

  it.each([
    [899, 1375, 1236], // R$ 8,99/kg x 1,375 kg = 12,36125 -> R$ 12,36
    [899, 1500, 1349], // 13,485 -> 13,49 (half up)
    [1990, 3000, 5970],
    [-100, 1500, -150],
  ])('%i cents x %i thousandths is %i cents', (cents, milli, expected) => {
    expect(timesQuantity(cents, milli)).toBe(expected);
  });

  it('sums exactly: a cart of 1000 lines of R$ 0,10 is R$ 100,00', () => {
    const total = Array.from({ length: 1000 }, () => toCents(0.1)).reduce((a, b) => a + b, 0);
    expect(total).toBe(10000);
  });

  it('never drifts from the exact product by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (cents, milli) => {
        expect(Math.abs(timesQuantity(cents, milli) - (cents * milli) / 1000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
