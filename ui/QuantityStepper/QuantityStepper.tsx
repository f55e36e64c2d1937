import { useRef } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  Group,
  GroupContext,
  Input,
  InputContext,
  Label,
  LabelContext,
  Provider,
  Text,
  TextContext,
} from 'react-aria-components';
import { useLocale } from 'react-aria/I18nProvider';
import { useNumberField } from 'react-aria/useNumberField';
import { useNumberFieldState, type NumberFieldState } from 'react-stately/useNumberFieldState';
import { defineMessages, useIntl } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { quietIconPressable } from '../Button/pressable';
import { Icon } from '../Icon';
import { fieldBox } from '../TextField/inputLook';

const messages = defineMessages<{ decrement: { label: string }; increment: { label: string } }>({
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
const FORMAT = { maximumFractionDigits: 3 } satisfies Intl.NumberFormatOptions;

/**
 * How the shopper changed the quantity: a step up (plus button, arrow up, wheel), a step down, or a
 * typed value. The owner applies its own rules to each: a step down from a minimum may remove the item,
 * where a typed value below it is raised to it.
 */
export type QuantityChange = { type: 'INC' } | { type: 'DEC' } | { type: 'SET'; value: number };

export interface QuantityStepperProps {
  /** The field's accessible name, usually the product name ("Arroz tipo 1, 5 kg"). */
  label: string;
  /** Shows the label above the field; in a cart row the product name is already on screen, so it is hidden by default. */
  showLabel?: boolean;
  value: number;
  /** Called after a press, an arrow key or a typed value (never with an empty box); the owner sets `value`. */
  onChange: (change: QuantityChange) => void;
  /** The lowest value typing may give; the minus button stays enabled above it. */
  minValue?: number;
  maxValue?: number;
  /** Granularity: 1 for units, 0.5 or 0.125 for goods sold by weight; typed values snap to it. */
  step?: number;
  /** Locked cart: the quantity stays readable and focusable, nothing can change it. */
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** Unit shown after the number ("kg", "cx"); screen readers hear it as the field's description. */
  unit?: string;
}

const Root = styled('div', {
  display: 'inline-grid',
  gap: '$1',
  color: '$text',
});

const FieldLabel = styled(Label, {
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: { hidden: { true: { visuallyHidden: true } } },
});

const Box = styled(Group, {
  display: 'inline-flex',
  alignItems: 'center',
  width: 'fit-content',
  ...fieldBox,
  '&[data-focus-within]': { focusRing: 'outside' },
  '&[data-readonly]': { backgroundColor: '$surface', borderStyle: 'dashed' },
  '&[data-disabled]': { backgroundColor: '$surface', cursor: 'not-allowed' },
});

const Step = styled(AriaButton, {
  ...quietIconPressable,
  width: '$controlSm',
  height: '$controlSm',
  borderRadius: '$md',
});

/** Wide enough for "999,125" without jumping as the value changes. */
const Value = styled(Input, {
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
});

const Unit = styled(Text, {
  paddingInlineEnd: '$1',
  fontSize: '$sm',
  color: '$textMuted',
  whiteSpace: 'nowrap',
});

/**
 * react-aria's number field whose steps are reported as steps: the buttons, arrow keys and wheel call
 * `onStep` instead of computing the next value, so the owner's rules decide it; a typed value still goes
 * through the field's parsing, clamping and snapping. A value typed but not yet committed is committed
 * before the step, so "7" then plus gives 8.
 */
function stepsAsChanges(state: NumberFieldState, onChange: (change: QuantityChange) => void): NumberFieldState {
  return {
    ...state,
    increment: () => {
      state.commit();
      onChange({ type: 'INC' });
    },
    decrement: () => {
      state.commit();
      onChange({ type: 'DEC' });
    },
  };
}

/**
 * The cart's quantity control: react-aria's number field (arrows, typing, min/max, step snapping and
 * announcements) with minus/plus buttons, pt-BR decimals with a comma and an optional unit. Steps are
 * reported as steps (`INC`, `DEC`) and typing as a value (`SET`).
 */
export function QuantityStepper({
  label,
  showLabel = false,
  value,
  onChange,
  minValue = 0,
  maxValue,
  step = 1,
  isReadOnly = false,
  isDisabled = false,
  unit,
}: QuantityStepperProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const field = {
    label,
    value,
    minValue,
    maxValue,
    step,
    isReadOnly,
    isDisabled,
    formatOptions: FORMAT,
    decrementAriaLabel: intl.formatMessage(messages.decrement, { label }),
    incrementAriaLabel: intl.formatMessage(messages.increment, { label }),
    // Emptying the box and leaving it puts the last quantity back rather than removing the item.
    onChange: (next: number) => {
      if (!Number.isNaN(next)) onChange({ type: 'SET', value: next });
    },
  };
  const state = stepsAsChanges(useNumberFieldState({ ...field, locale }), onChange);
  const { labelProps, groupProps, inputProps, incrementButtonProps, decrementButtonProps, descriptionProps } = useNumberField(
    { ...field, ...(unit ? { description: unit } : {}) },
    state,
    inputRef,
  );
  return (
    <Provider
      values={[
        [GroupContext, groupProps],
        [InputContext, { ...inputProps, ref: inputRef }],
        [LabelContext, labelProps],
        [ButtonContext, { slots: { increment: incrementButtonProps, decrement: decrementButtonProps } }],
        [TextContext, { slots: { description: descriptionProps } }],
      ]}
    >
      <Root data-readonly={isReadOnly || undefined} data-disabled={isDisabled || undefined}>
        <FieldLabel hidden={!showLabel}>{label}</FieldLabel>
        <Box>
          <Step slot="decrement">
            <Icon name="minus" size="sm" />
          </Step>
          <Value />
          {unit ? <Unit slot="description">{unit}</Unit> : null}
          <Step slot="increment">
            <Icon name="plus" size="sm" />
          </Step>
        </Box>
      </Root>
    </Provider>
  );
}
