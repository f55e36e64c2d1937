import type { Produto } from './types';

/** spec 9 "Quantity precision": 3 decimals. Quantities are computed in thousandths, so 0.1 + 0.2 kg is 0.3. */
const QUANTITY_DECIMALS = 3;
const SCALE = 10 ** QUANTITY_DECIMALS;

/** Quantities have at most 3 decimals, so rounding the scaled float gives the exact thousandth. */
export function toMilli(quantity: number | undefined): number {
  if (quantity === undefined || !Number.isFinite(quantity)) return 0;
  return Math.round(quantity * SCALE);
}

export function fromMilli(milli: number): number {
  return milli / SCALE;
}

/** spec 4: quantities are rounded to 3 decimals. */
export function roundQuantity(quantity: number): number {
  return fromMilli(toMilli(quantity));
}

/** spec 4 "Cart quantities": the four actions. */
export type QuantityAction = { type: 'INC' } | { type: 'DEC' } | { type: 'DEL' } | { type: 'SET'; value: number };

/**
 * Why a quantity differs from what was asked: each has a catalogue message `cart.quantity.<reason>`.
 * @internal exported for the catalogue test (tests/unit/domain-messages), which checks each reason has its message
 */
export const QUANTITY_REASONS = ['raisedToMinimum', 'roundedToStep', 'cappedAtMaximum', 'removedBelowMinimum', 'noValidQuantity'] as const;
export type QuantityReason = (typeof QUANTITY_REASONS)[number];

export interface QuantityResult {
  quantity: number;
  reasons: QuantityReason[];
}

export type QuantityRules = Pick<Produto, 'granularidade' | 'min_por_pedido' | 'maxporpedido'>;

/** The rules in thousandths: the step, and the smallest and largest quantities that are step multiples. */
export function quantityBounds(rules: QuantityRules) {
  const granularity = toMilli(rules.granularidade);
  const step = granularity > 0 ? granularity : SCALE;
  const min = Math.max(0, toMilli(rules.min_por_pedido));
  const max = toMilli(rules.maxporpedido) > 0 ? toMilli(rules.maxporpedido) : Number.POSITIVE_INFINITY;
  // spec 4: raised to the minimum "rounded to a multiple of the granularity".
  const minAligned = Math.max(step, Math.ceil(min / step) * step);
  const maxAligned = Number.isFinite(max) ? Math.floor(max / step) * step : max;
  return { step, minAligned, maxAligned };
}

/**
 * spec 4 "Cart quantities": INC adds one granularity step, DEC removes one, DEL empties, SET asks for a
 * value (snapped to the nearest step: beyond the spec, as the stepper does). The result is capped at
 * maxporpedido; below min_por_pedido it becomes 0 for DEC and DEL, otherwise it is raised to the minimum
 * rounded up to a step multiple. 0 removes the line. A product whose minimum is above its maximum has
 * no valid quantity.
 */
export function applyQuantityAction(rules: QuantityRules, current: number, action: QuantityAction): QuantityResult {
  const { step, minAligned, maxAligned } = quantityBounds(rules);
  const now = Math.max(0, toMilli(current));
  const reasons: QuantityReason[] = [];
  let next: number;
  switch (action.type) {
    case 'INC':
      next = Math.floor(now / step) * step + step;
      break;
    case 'DEC':
      next = Math.ceil(now / step) * step - step;
      break;
    case 'DEL':
      next = 0;
      break;
    case 'SET': {
      const asked = Math.max(0, toMilli(action.value));
      next = Math.round(asked / step) * step;
      // A positive value never rounds away to nothing: 0,1 with a step of 1 is one unit.
      if (asked > 0 && next === 0) next = step;
      if (next !== asked && asked > 0) reasons.push('roundedToStep');
      break;
    }
  }
  if (next <= 0) return { quantity: 0, reasons: [] };
  if (minAligned > maxAligned) return { quantity: 0, reasons: ['noValidQuantity'] };
  if (next > maxAligned) {
    next = maxAligned;
    reasons.push('cappedAtMaximum');
  }
  if (next < minAligned) {
    // DEL never gets here: it is 0 already.
    if (action.type === 'DEC') return { quantity: 0, reasons: ['removedBelowMinimum'] };
    next = minAligned;
    reasons.push('raisedToMinimum');
  }
  return { quantity: fromMilli(next), reasons };
}

/** The unit written beside a price or a quantity: none for plain units (`un`), which go without saying. */
export function shownUnit(unidade: string | undefined): string | undefined {
  return unidade === 'un' ? undefined : unidade;
}
