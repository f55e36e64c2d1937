import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { onDemand, useHandover } from '../onDemand';
import type { QuantityStepperProps } from '../QuantityStepper';
import {
  boxLook,
  labelLook,
  QUANTITY_FORMAT,
  rootLook,
  stepLook,
  stepperMessages,
  unitLook,
  valueLook,
  type StepperHandover,
} from '../QuantityStepper/stepperParts';

/** react-aria's number field, its parser and its strings: the first page does without them. */
const loadStepper = onDemand(async () => (await import('../QuantityStepper')).QuantityStepper);

const Root = styled('div', rootLook);
const Label = styled('label', labelLook);
const Box = styled('div', { ...boxLook, '&:hover': { borderColor: '$text' }, '&:focus-within': { focusRing: 'outside' } });
const Step = styled('button', { ...stepLook, '&:hover:not(:disabled)': { backgroundColor: '$primarySubtle' }, '&:disabled': { cursor: 'not-allowed', color: '$textMuted' } });
const Value = styled('input', valueLook);
const Unit = styled('span', unitLook);

/** A pt-BR number as typed ("1.250,5"); undefined when it is none. */
function parseQuantity(text: string): number | undefined {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  const value = normalised === '' ? Number.NaN : Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** As the number field commits a typed value: to the step's grain (3 decimals at most), within the bounds. */
function snap(value: number, step: number, min: number, max: number | undefined): number {
  const snapped = Number((Math.round(value / step) * step).toFixed(3));
  return Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, snapped));
}

interface PlainStepperProps extends Omit<QuantityStepperProps, 'handover'> {
  boxRef: RefObject<HTMLDivElement | null>;
  /** Text typed and not yet committed, for the full stepper to carry on with. */
  draftRef: RefObject<string | undefined>;
  onEngage: () => void;
}

/**
 * The stepper in plain HTML: the buttons step, the arrows step, a typed value is committed on Enter or
 * on leaving the box, as the full one does. It is what the server's page carries and what answers
 * until react-aria's number field has come.
 */
function PlainStepper({ label, showLabel = false, value, onChange, minValue = 0, maxValue, step = 1, isReadOnly = false, isDisabled = false, unit, boxRef, draftRef, onEngage }: PlainStepperProps) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const locked = isReadOnly || isDisabled;
  const type = (text: string | undefined) => {
    draftRef.current = text;
    setDraft(text);
  };
  const commit = () => {
    if (draft === undefined) return;
    type(undefined);
    const typed = parseQuantity(draft);
    if (typed !== undefined) onChange({ type: 'SET', value: snap(typed, step, minValue, maxValue) });
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked) return;
    const change = event.key === 'ArrowUp' ? 'INC' : event.key === 'ArrowDown' ? 'DEC' : undefined;
    if (change) {
      event.preventDefault();
      type(undefined);
      onChange({ type: change });
    } else if (event.key === 'Enter') {
      commit();
    }
  };
  const stepButton = (which: 'decrement' | 'increment') => (
    <Step
      type="button"
      data-step={which}
      aria-label={intl.formatMessage(stepperMessages[which], { label })}
      disabled={locked || (which === 'decrement' ? value <= minValue : maxValue !== undefined && value >= maxValue)}
      onClick={() => {
        type(undefined);
        onChange({ type: which === 'decrement' ? 'DEC' : 'INC' });
      }}
    >
      <Icon name={which === 'decrement' ? 'minus' : 'plus'} size="sm" />
    </Step>
  );
  return (
    <Root data-readonly={isReadOnly || undefined} data-disabled={isDisabled || undefined}>
      <Label id={`${id}-label`} htmlFor={id} hidden={!showLabel}>
        {label}
      </Label>
      <Box
        ref={boxRef}
        role="group"
        aria-labelledby={`${id}-label`}
        data-readonly={isReadOnly || undefined}
        data-disabled={isDisabled || undefined}
        onPointerEnter={onEngage}
        onFocus={onEngage}
      >
        {stepButton('decrement')}
        <Value
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? intl.formatNumber(value, QUANTITY_FORMAT)}
          readOnly={isReadOnly}
          disabled={isDisabled}
          aria-describedby={unit ? `${id}-unit` : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={keyDown}
        />
        {unit ? <Unit id={`${id}-unit`}>{unit}</Unit> : null}
        {stepButton('increment')}
      </Box>
    </Root>
  );
}

/** Where the shopper is in the plain stepper, for the full one to carry on from. */
function handoverFrom(box: HTMLDivElement, draft: string | undefined): StepperHandover {
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && box.contains(active) ? active : null;
  if (inside instanceof HTMLInputElement) {
    const selection: [number, number] = [inside.selectionStart ?? inside.value.length, inside.selectionEnd ?? inside.value.length];
    return { focus: 'input', selection, ...(draft === undefined ? {} : { draft }) };
  }
  return { focus: (inside?.dataset.step as StepperHandover['focus'] | undefined) ?? null, ...(draft === undefined ? {} : { draft }) };
}

/**
 * QuantityStepper as the first page can afford it: plain HTML (buttons, arrows and typing all work)
 * until the shopper reaches for it (pointer over it, focus), when react-aria's number field is fetched
 * and takes its place with the focus and any typed text. Nothing done before it comes is lost.
 */
export function LazyQuantityStepper(props: Omit<QuantityStepperProps, 'handover'>) {
  const box = useRef<HTMLDivElement>(null);
  const draft = useRef<string>(undefined);
  const [full, engage] = useHandover(loadStepper, () => (box.current ? handoverFrom(box.current, draft.current) : undefined));
  if (full) return <full.Full {...props} handover={full.handover} />;
  return <PlainStepper {...props} boxRef={box} draftRef={draft} onEngage={engage} />;
}
