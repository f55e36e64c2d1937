import type { ReactNode } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { styled } from '@themes/stitches.config';

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
}

const Root = styled(AriaRadioGroup, {
  display: 'grid',
  gap: '$2',
  '& [slot="description"]': { fontSize: '$sm', color: '$textMuted' },
  '& [slot="errorMessage"]': { fontSize: '$sm', color: '$danger', fontWeight: '$medium' },
});

const GroupLabel = styled(Label, { fontWeight: '$medium' });

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
const Option = styled(RadioButton, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minHeight: '$target',
  cursor: 'pointer',
  outline: 'none',
  // The dot by its own class: the label's first child is react-aria's hidden input, not the dot.
  [`&[data-selected] > ${Dot.selector}`]: { borderColor: '$primaryBorder' },
  [`&[data-selected] > ${Dot.selector}::after`]: { backgroundColor: '$primaryBorder' },
  [`&[data-focus-visible] > ${Dot.selector}`]: { focusRing: 'outside' },
  [`&[data-invalid] > ${Dot.selector}`]: { borderColor: '$danger' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  variants: {
    appearance: {
      list: {},
      cards: {
        padding: '$3 $4',
        border: '$borderWidths$thin solid $borderSubtle',
        borderRadius: '$md',
        '&[data-hovered]': { borderColor: '$border' },
        '&[data-selected]': { borderColor: '$primaryBorder', backgroundColor: '$primarySubtle', boxShadow: '0 0 0 $borderWidths$thin $colors$primaryBorder' },
        '&[data-focus-visible]': { focusRing: 'outside' },
        [`&[data-focus-visible] > ${Dot.selector}`]: { outline: 'none' },
      },
    },
  },
});

const OptionText = styled('span', {
  display: 'grid',
  gap: '$1',
  '& > span:last-child:not(:first-child)': { fontSize: '$sm', color: '$textMuted' },
});

/** One choice among a few, as a list or as cards (delivery type, payment method); arrows move the choice. */
export function RadioGroup({
  label,
  options,
  appearance = 'list',
  description,
  errorMessage,
  orientation = 'vertical',
  onChange,
  ...props
}: RadioGroupProps) {
  return (
    <Root {...props} onChange={onChange} orientation={orientation}>
      <GroupLabel>{label}</GroupLabel>
      {description ? <Text slot="description">{description}</Text> : null}
      <Options orientation={orientation}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} isDisabled={option.isDisabled}>
            <Option appearance={appearance}>
              <Dot aria-hidden="true" />
              <OptionText>
                <span>{option.label}</span>
                {option.description ? <span>{option.description}</span> : null}
              </OptionText>
            </Option>
          </RadioField>
        ))}
      </Options>
      <FieldError>{errorMessage}</FieldError>
    </Root>
  );
}
