import type { QuantityChange } from '@ui/QuantityStepper';

/**
 * What an owner without rules of its own does with a stepper's change (stories and tests of the kit):
 * one step up or down, within 0 and the maximum; a typed value as it is.
 */
export function applyChange(value: number, change: QuantityChange, { step = 1, maxValue = Number.POSITIVE_INFINITY } = {}): number {
  if (change.type === 'SET') return change.value;
  const next = change.type === 'INC' ? value + step : value - step;
  return Math.round(Math.min(maxValue, Math.max(0, next)) * 1000) / 1000;
}
