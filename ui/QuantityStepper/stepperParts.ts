import type { CSS } from '@stitches/react';
import { defineMessages } from 'react-intl';
import type { config } from '@themes/stitches.config';
import { quietIconPressable } from '../Button/pressable';
import { fieldBox } from '../TextField/inputLook';

/**
 * What the full stepper (react-aria's number field) and the plain one it replaces share: their names
 * and their looks, so the swap is neither heard nor seen. No react-aria here: the plain stepper is in
 * the first page's script.
 */
export const stepperMessages = defineMessages<{ decrement: { label: string }; increment: { label: string } }>({
  decrement: {
    id: 'ui.quantityStepper.decrement',
    defaultMessage: 'Diminuir quantidade de {label}',
    description: 'Accessible name of the minus button of a quantity field; label is the product name, so each cart row has its own name',
  },
  increment: {
    id: 'ui.quantityStepper.increment',
    defaultMessage: 'Aumentar quantidade de {label}',
    description: 'Accessible name of the plus button of a quantity field; label is the product name, so each cart row has its own name',
  },
});

/** Quantities have up to 3 decimals (ARCHITECTURE "Messages and formatting"); the pt-BR locale gives the comma. */
export const QUANTITY_FORMAT = { maximumFractionDigits: 3 } satisfies Intl.NumberFormatOptions;

type Look = CSS<typeof config>;

export const rootLook = { display: 'inline-grid', gap: '$1', color: '$text' } satisfies Look;

export const labelLook = {
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: { hidden: { true: { visuallyHidden: true } } },
} as const;

export const boxLook = {
  display: 'inline-flex',
  alignItems: 'center',
  width: 'fit-content',
  ...fieldBox,
  '&[data-readonly]': { backgroundColor: '$surface', borderStyle: 'dashed' },
  '&[data-disabled]': { backgroundColor: '$surface', cursor: 'not-allowed' },
} satisfies Look;

export const stepLook = { ...quietIconPressable, width: '$controlSm', height: '$controlSm', borderRadius: '$md' } satisfies Look;

/** Wide enough for "999,125" without jumping as the value changes. */
export const valueLook = {
  width: '7ch',
  minWidth: 0,
  height: '$controlSm',
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '$md',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  outline: 'none',
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
} satisfies Look;

export const unitLook = { paddingInlineEnd: '$1', fontSize: '$sm', color: '$textMuted', whiteSpace: 'nowrap' } satisfies Look;

/** Which part of the plain stepper the shopper was in, and what she had typed there: the full one carries on from it. */
export interface StepperHandover {
  focus: 'input' | 'decrement' | 'increment' | null;
  /** The box's text, when it differs from the value (typed, not yet committed). */
  draft?: string;
  /** The box's selection (or caret), so the next key replaces what was selected. */
  selection?: [number, number];
}
