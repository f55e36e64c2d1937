import { useId, useState, type ReactNode } from 'react';
import { styled } from '@themes/stitches.config';
import { descriptionLook, hiddenInputLook } from '../TextField/fieldLooks';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line (fee, deadline, store address). */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** `cards` for choices with weight (delivery or pickup, payment method). */
  appearance?: 'list' | 'cards';
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** The form field's name; by default one of the group's own, which ties its radios together. */
  name?: string;
}

const Root = styled('div', {
  display: 'grid',
  gap: '$2',
});

const GroupLabel = styled('span', { fontWeight: '$medium' });

const Description = styled('span', descriptionLook);

const ErrorText = styled('span', { fontSize: '$sm', color: '$danger', fontWeight: '$medium' });

const Options = styled('div', {
  display: 'grid',
  gap: '$2',
  variants: {
    orientation: {
      vertical: {},
      horizontal: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
    },
  },
});

/** Hidden on screen; the browser's own radio keeps the arrows, the form value and the accessible state. */
const Input = styled('input', hiddenInputLook);

const Dot = styled('span', {
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '$iconMd',
  height: '$iconMd',
  marginTop: '$hairline',
  borderRadius: '$pill',
  border: '$borderWidths$medium solid $border',
  backgroundColor: '$background',
  '&::after': { content: '""', width: '50%', height: '50%', borderRadius: '$pill', backgroundColor: 'transparent' },
});

/** The whole option is the clickable label, description included, so a card is one target. */
const Option = styled('label', {
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minHeight: '$target',
  cursor: 'pointer',
  [`&[data-selected] > ${Dot.selector}`]: { borderColor: '$primaryBorder' },
  [`&[data-selected] > ${Dot.selector}::after`]: { backgroundColor: '$primaryBorder' },
  [`& > input:focus-visible + ${Dot.selector}`]: { focusRing: 'outside' },
  [`&[data-invalid] > ${Dot.selector}`]: { borderColor: '$danger' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  variants: {
    appearance: {
      list: {},
      cards: {
        padding: '$3 $4',
        border: '$borderWidths$thin solid $borderSubtle',
        borderRadius: '$md',
        '@hover': { '&:hover:not([data-disabled])': { borderColor: '$border' } },
        '&[data-selected]': { borderColor: '$primaryBorder', backgroundColor: '$primarySubtle', boxShadow: '0 0 0 $borderWidths$thin $colors$primaryBorder' },
        // A browser without :has() drops this rule and keeps the ring on the dot.
        '&:has(> input:focus-visible)': { focusRing: 'outside' },
        [`&:has(> input:focus-visible) > ${Dot.selector}`]: { outline: 'none' },
      },
    },
  },
});

const OptionText = styled('span', {
  display: 'grid',
  gap: '$1',
  '& > span:last-child:not(:first-child)': { fontSize: '$sm', color: '$textMuted' },
});

/**
 * One choice among a few, as a list or as cards (delivery type, payment method); arrows move the choice.
 * Native radios under a named radiogroup: the browser gives the keyboard and the form value, with no library.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  appearance = 'list',
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  orientation = 'vertical',
  onChange,
  name,
}: RadioGroupProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? null);
  const selected = value === undefined ? own : value;
  const showError = isInvalid && Boolean(errorMessage);
  const describedBy = [description ? `${id}-description` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ');
  const choose = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  return (
    <Root
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={orientation}
    >
      <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
      {description ? <Description id={`${id}-description`}>{description}</Description> : null}
      <Options orientation={orientation}>
        {options.map((option) => {
          const disabled = isDisabled || Boolean(option.isDisabled);
          const checked = selected === option.value;
          return (
            <Option
              key={option.value}
              appearance={appearance}
              data-selected={checked || undefined}
              data-disabled={disabled || undefined}
              data-invalid={isInvalid || undefined}
            >
              <Input
                type="radio"
                name={name ?? id}
                value={option.value}
                checked={checked}
                disabled={disabled}
                required={isRequired}
                onChange={() => choose(option.value)}
              />
              <Dot aria-hidden="true" />
              <OptionText>
                <span>{option.label}</span>
                {option.description ? <span>{option.description}</span> : null}
              </OptionText>
            </Option>
          );
        })}
      </Options>
      {showError ? <ErrorText id={`${id}-error`}>{errorMessage}</ErrorText> : null}
    </Root>
  );
}
