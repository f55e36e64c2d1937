import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  Text,
  TextField as AriaTextField,
  type ValidationResult,
} from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { inputLook } from './inputLook';

/** The error text a field shows when invalid: fixed, or computed from react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

const messages = defineMessages<{ required: NoMessageValues }>({
  required: {
    id: 'ui.field.required',
    defaultMessage: '(obrigatório)',
    description: 'Hidden text read after the label of a required form field; sighted users see an asterisk',
  },
});

/** The column every text-like field shares: label, description, control, error. */
export const FieldRoot = styled(AriaTextField, {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  color: '$text',
});

const LabelText = styled(AriaLabel, {
  fontWeight: '$medium',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: { hidden: { true: { visuallyHidden: true } } },
});

/** Drawn by CSS so the symbol never reaches the accessible name; the hidden catalogue text does. */
const RequiredMarker = styled('span', {
  color: '$danger',
  marginInlineStart: '$1',
  '&::before': { content: '"*"' },
});

const Hidden = styled('span', { visuallyHidden: true });

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the visible asterisk and the hidden "(obrigatório)" for screen readers. */
  isRequired?: boolean;
  /** Read by screen readers but not shown, where the field explains itself (the header search). */
  isHidden?: boolean;
}

/** A field's visible label; react-aria ties it to the control it sits in. */
export function FieldLabel({ children, isRequired = false, isHidden = false }: FieldLabelProps) {
  const intl = useIntl();
  return (
    <LabelText hidden={isHidden}>
      {children}
      {isRequired ? (
        <>
          <RequiredMarker aria-hidden="true" />
          <Hidden> {intl.formatMessage(messages.required)}</Hidden>
        </>
      ) : null}
    </LabelText>
  );
}

const DescriptionText = styled(Text, {
  display: 'block',
  fontSize: '$sm',
  color: '$textMuted',
});

/** Help text under the label (format, why we ask); read as the control's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <DescriptionText slot="description">{children}</DescriptionText>;
}

const ErrorText = styled(AriaFieldError, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$danger',
});

/** Keeps the icon on the first line of a wrapped error. */
const ErrorIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: 'calc(1em * $lineHeights$normal)',
});

/**
 * The kit's "FormField errors" pattern: shown only while the field is invalid, with an icon so the
 * error is not told by colour alone; without a message it shows react-aria's validation errors.
 */
export function FieldError({ children }: { children?: FieldErrorMessage | undefined }) {
  return (
    <ErrorText>
      {(validation) => {
        const text = typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '));
        return (
          <>
            <ErrorIcon>
              <Icon name="error" size="sm" />
            </ErrorIcon>
            <span>{text}</span>
          </>
        );
      }}
    </ErrorText>
  );
}

/** The bordered text box of the kit's fields (16 px text, so phones do not zoom in). */
export const FieldInput = styled(AriaInput, {
  ...inputLook,
  '&[data-focused]': { focusRing: 'outside' },
  '&[readonly]': { backgroundColor: '$surface', borderStyle: 'dashed' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: '$surface' },
});
