import type { ReactNode } from 'react';
import { Button as AriaButton, Group, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { quietIconPressable } from '../Button/pressable';
import { Icon } from '../Icon';
import { FieldInput, FieldLabel } from '../Field/fieldParts';
import { FieldDescription, FieldError, type FieldErrorMessage } from '../Field/fieldTexts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style' | 'render'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Hides the minus/plus buttons where stepping makes no sense (a CEP-like code, an amount typed in full). */
  hideStepper?: boolean;
}

const Root = styled(AriaNumberField, {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  color: '$text',
});

/** The buttons sit inside the box, so the field keeps the width of its siblings in a form. */
const Box = styled(Group, {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  '& input': { paddingInlineEnd: 'calc($controlSm * 2 + $space$2)', fontVariantNumeric: 'tabular-nums' },
  variants: { bare: { true: { '& input': { paddingInlineEnd: '$3' } } } },
});

const Steps = styled('div', {
  position: 'absolute',
  insetInlineEnd: '$1',
  display: 'flex',
  gap: '$hairline',
});

const Step = styled(AriaButton, { ...quietIconPressable, width: '$controlSm', height: '$controlSm' });

/**
 * A number typed or stepped (credit limit, instalments, a percentage), formatted the pt-BR way by
 * react-aria: comma decimals, "R$" for currency; arrows step, Home/End jump to the bounds.
 */
export function NumberField({ label, description, errorMessage, hideStepper = false, ...props }: NumberFieldProps) {
  return (
    <Root {...props}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Box bare={hideStepper}>
        <FieldInput />
        {hideStepper ? null : (
          <Steps>
            <Step slot="decrement">
              <Icon name="minus" size="sm" />
            </Step>
            <Step slot="increment">
              <Icon name="plus" size="sm" />
            </Step>
          </Steps>
        )}
      </Box>
      <FieldError>{errorMessage}</FieldError>
    </Root>
  );
}
