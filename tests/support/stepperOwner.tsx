import { useState, type ComponentType } from 'react';
import type { QuantityChange, QuantityStepperProps } from '@ui/QuantityStepper';

/**
 * What an owner without rules of its own does with a stepper's change (stories and tests of the kit):
 * one step up or down, within 0 and the maximum; a typed value as it is.
 */
export function applyChange(value: number, change: QuantityChange, { step = 1, maxValue = Number.POSITIVE_INFINITY } = {}): number {
  if (change.type === 'SET') return change.value;
  const next = change.type === 'INC' ? value + step : value - step;
  return Math.round(Math.min(maxValue, Math.max(0, next)) * 1000) / 1000;
}

type OwnedStepperProps = Omit<QuantityStepperProps, 'handover'>;

/**
 * The cart that owns a stepper's quantity in the kit's stories and tests: it applies each change as a cart without
 * rules would, and reports it to the story's args.
 */
export function InCart({ Stepper, ...args }: OwnedStepperProps & { Stepper: ComponentType<OwnedStepperProps> }) {
  const [value, setValue] = useState(args.value);
  return (
    <Stepper
      {...args}
      value={value}
      onChange={(change) => {
        setValue((current) => applyChange(current, change, args));
        args.onChange(change);
      }}
    />
  );
}
