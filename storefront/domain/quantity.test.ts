import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuantityAction, fromMilli, type QuantityAction, quantityBounds, type QuantityRules, roundQuantity, shownUnit, toMilli } from './quantity';

const kg: QuantityRules = { granularidade: 0.5, min_por_pedido: 1, maxporpedido: 10 };

describe('spec 4 "Cart quantities"', () => {
  it.each<[string, QuantityRules, number, QuantityAction, number, string[]]>([
    ['INC adds one granularity step', kg, 1.5, { type: 'INC' }, 2, []],
    ['DEC removes one', kg, 2, { type: 'DEC' }, 1.5, []],
    ['DEL empties the line', kg, 2, { type: 'DEL' }, 0, []],
    ['SET takes the value', kg, 2, { type: 'SET', value: 3.5 }, 3.5, []],
    ['the result is capped at maxporpedido', kg, 10, { type: 'INC' }, 10, ['cappedAtMaximum']],
    ['below min_por_pedido DEC gives 0', kg, 1, { type: 'DEC' }, 0, ['removedBelowMinimum']],
    ['below min_por_pedido INC is raised to the minimum', { min_por_pedido: 6 }, 0, { type: 'INC' }, 6, ['raisedToMinimum']],
    ['SET below the minimum is raised to it', { min_por_pedido: 6 }, 0, { type: 'SET', value: 2 }, 6, ['raisedToMinimum']],
    ['the raised minimum is a granularity multiple', { granularidade: 4, min_por_pedido: 6 }, 0, { type: 'INC' }, 8, ['raisedToMinimum']],
    ['a typed value snaps to the nearest step', kg, 0, { type: 'SET', value: 2.2 }, 2, ['roundedToStep']],
    ['a small positive value is one step, not a removal', { granularidade: 1 }, 0, { type: 'SET', value: 0.1 }, 1, ['roundedToStep']],
    ['a quantity of 0 removes the item', kg, 3, { type: 'SET', value: 0 }, 0, []],
    ['a negative value removes the item', kg, 3, { type: 'SET', value: -2 }, 0, []],
    ['no granularity means steps of one', {}, 2, { type: 'INC' }, 3, []],
    ['an off-step quantity moves to the next step up', kg, 1.3, { type: 'INC' }, 1.5, []],
    ['an off-step quantity moves to the next step down', kg, 1.7, { type: 'DEC' }, 1.5, []],
    ['a minimum above the maximum leaves no valid quantity', { min_por_pedido: 12, maxporpedido: 10 }, 0, { type: 'INC' }, 0, ['noValidQuantity']],
    ['quantities keep 3 decimals', { granularidade: 0.125 }, 0.25, { type: 'INC' }, 0.375, []],
  ])('%s', (_, rules, current, action, quantity, reasons) => {
    expect(applyQuantityAction(rules, current, action)).toEqual({ quantity, reasons });
  });

  it('has no floating drift: 0.1 + 0.2 kg is 0.3', () => {
    const rules = { granularidade: 0.1 };
    const once = applyQuantityAction(rules, 0.1, { type: 'INC' });
    expect(once.quantity).toBe(0.2);
    expect(applyQuantityAction(rules, once.quantity, { type: 'INC' }).quantity).toBe(0.3);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
  });

  it('reads nonsense as zero', () => {
    expect(toMilli(undefined)).toBe(0);
    expect(toMilli(Number.NaN)).toBe(0);
    expect(fromMilli(1500)).toBe(1.5);
  });

  const rulesArb = fc
    .record({
      granularidade: fc.constantFrom(undefined, 0, 0.001, 0.125, 0.25, 0.5, 1, 2, 6, 12),
      min_por_pedido: fc.option(fc.integer({ min: 0, max: 50 }).map((n) => n / 2), { nil: undefined }),
      maxporpedido: fc.option(fc.integer({ min: 0, max: 400 }).map((n) => n / 2), { nil: undefined }),
    })
    .map((r): QuantityRules => r);
  const actionArb: fc.Arbitrary<QuantityAction> = fc.oneof(
    fc.constant({ type: 'INC' as const }),
    fc.constant({ type: 'DEC' as const }),
    fc.constant({ type: 'DEL' as const }),
    fc.double({ min: -5, max: 300, noNaN: true }).map((value) => ({ type: 'SET' as const, value })),
  );

  it('after any action a quantity is 0, or within [min, max] and a granularity multiple', () => {
    fc.assert(
      fc.property(rulesArb, fc.double({ min: 0, max: 300, noNaN: true }), actionArb, (rules, current, action) => {
        const { quantity } = applyQuantityAction(rules, current, action);
        if (quantity === 0) return;
        const { step, minAligned, maxAligned } = quantityBounds(rules);
        const milli = toMilli(quantity);
        expect(milli % step).toBe(0);
        expect(milli).toBeGreaterThanOrEqual(minAligned);
        expect(milli).toBeLessThanOrEqual(maxAligned);
        expect(milli).toBeGreaterThanOrEqual(toMilli(rules.min_por_pedido));
      }),
    );
  });

  it('SET is idempotent', () => {
    fc.assert(
      fc.property(rulesArb, fc.double({ min: 0, max: 300, noNaN: true }), fc.double({ min: 0, max: 300, noNaN: true }), (rules, current, value) => {
        const once = applyQuantityAction(rules, current, { type: 'SET', value }).quantity;
        expect(applyQuantityAction(rules, once, { type: 'SET', value: once }).quantity).toBe(once);
        expect(applyQuantityAction(rules, once, { type: 'SET', value }).quantity).toBe(once);
      }),
    );
  });
});

describe('the unit written beside a price or a quantity', () => {
  it.each([
    ['un', undefined],
    ['kg', 'kg'],
    ['cx', 'cx'],
    [undefined, undefined],
  ])('%s', (unidade, shown) => {
    expect(shownUnit(unidade)).toBe(shown);
  });
});
