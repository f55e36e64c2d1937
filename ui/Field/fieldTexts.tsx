/**
 * The texts under a react-aria field's control (number, date, password, checkbox): apart from the text
 * box's parts (fieldParts), so a checkbox does not bring react-aria's text field.
 */
import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Text } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { descriptionLook, ErrorLine, type FieldErrorMessage } from '../TextField/fieldLooks';

export type { FieldErrorMessage } from '../TextField/fieldLooks';

const DescriptionText = styled(Text, descriptionLook);

/** Help text under the label (format, why we ask); read as the control's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <DescriptionText slot="description">{children}</DescriptionText>;
}

/** Shown only while the field is invalid; without a message it shows react-aria's validation errors. */
export function FieldError({ children }: { children?: FieldErrorMessage | undefined }) {
  return (
    <AriaFieldError>
      {(validation) => <ErrorLine>{typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '))}</ErrorLine>}
    </AriaFieldError>
  );
}
