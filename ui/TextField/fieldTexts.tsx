/**
 * The texts under any field's control, the kit's switches and checkboxes included: apart from the text
 * box's parts (fieldParts), so a switch does not bring react-aria's text field.
 */
import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Text, type ValidationResult } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';

/** The error text a field shows when invalid: fixed, or computed from react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

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
