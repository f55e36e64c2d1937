import { useLayoutEffect, useRef } from 'react';
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
import { useNumberField, type AriaNumberFieldProps } from 'react-aria/useNumberField';
import { useNumberFieldState, type NumberFieldState } from 'react-stately/useNumberFieldState';
import { useIntl } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { boxLook, labelLook, QUANTITY_FORMAT, rootLook, stepLook, stepperMessages, unitLook, valueLook, type StepperHandover } from './stepperParts';

/**
 * How the shopper changed the quantity: a step up (plus button, arrow up, wheel), a step down, or a
 * typed value. The owner applies its own rules to each: a step down from a minimum may remove the item,
 * where a typed value below it is raised to it.
 */
export type QuantityChange = { type: 'INC' } | { type: 'DEC' } | { type: 'SET'; value: number };

/**
 * The number field's own bounds and states, typed and documented by react-aria. Here `minValue` bounds a
 * typed value only (the minus button stays enabled, so the owner may remove the item), `step` is the
 * product's granularity (0.5 or 0.125 for goods sold by weight), and `isReadOnly` is a locked cart. Only
 * these: the plain stepper the first page carries (LazyQuantityStepper) honours each before react-aria comes.
 */
type NumberFieldRules = Pick<AriaNumberFieldProps, 'minValue' | 'maxValue' | 'step' | 'isReadOnly' | 'isDisabled'>;

export interface QuantityStepperProps extends NumberFieldRules {
  /** The field's accessible name, usually the product name ("Arroz tipo 1, 5 kg"). */
  label: string;
  /** Shows the label above the field; in a cart row the product name is already on screen, so it is hidden by default. */
  showLabel?: boolean;
  value: number;
  /**
   * Called after a press, an arrow key or a typed value (never with an empty box); the owner sets `value`.
   * Unlike the number field's, it tells a step from a typed value (QuantityChange).
   */
  onChange: (change: QuantityChange) => void;
  /** Unit shown after the number ("kg", "cx"); screen readers hear it as the field's description. */
  unit?: string;
  /** In place of the plain stepper (LazyQuantityStepper): the focus and the typed text carry on here as it appears. */
  handover?: StepperHandover;
}

const Root = styled('div', rootLook);
const FieldLabel = styled(Label, labelLook);
const Box = styled(Group, { ...boxLook, '&[data-focus-within]': { focusRing: 'outside' } });
const Step = styled(AriaButton, stepLook);
const Value = styled(Input, valueLook);
const Unit = styled(Text, unitLook);

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
  handover,
}: QuantityStepperProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const field = {
    label,
    value,
    minValue,
    maxValue,
    step,
    isReadOnly,
    isDisabled,
    formatOptions: QUANTITY_FORMAT,
    decrementAriaLabel: intl.formatMessage(stepperMessages.decrement, { label }),
    incrementAriaLabel: intl.formatMessage(stepperMessages.increment, { label }),
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
  // In the commit that shows it: a key pressed right after lands where the shopper was.
  // The state's setter is React's own: the first render's is the one for good.
  const carryOn = useRef(handover && { ...handover, setText: state.setInputValue.bind(state) });
  useLayoutEffect(() => {
    const from = carryOn.current;
    const input = inputRef.current;
    if (!from || !input) return;
    // Once, as it appears.
    carryOn.current = undefined;
    if (from.draft !== undefined) from.setText(from.draft);
    if (from.focus === 'input') {
      input.focus();
      const [start, end] = from.selection ?? [input.value.length, input.value.length];
      input.setSelectionRange(start, end);
    } else if (from.focus) {
      boxRef.current?.querySelector<HTMLElement>(`[slot="${from.focus}"]`)?.focus();
    }
  }, []);
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
        <Box ref={boxRef}>
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
