import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldInput, FieldLabel, FieldRoot } from './fieldParts';
import { FieldDescription, FieldError, type FieldErrorMessage } from './fieldTexts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render' | 'type'> {
  /** The visible label (from the catalogue); also the input's accessible name. */
  label: ReactNode;
  /** Help under the label: the expected format, why we ask. */
  description?: ReactNode;
  /** Shown below the input while the field is invalid (`isInvalid` or failed validation). */
  errorMessage?: FieldErrorMessage;
  /** `email` and `tel` bring the matching phone keyboard and browser autofill. */
  type?: 'text' | 'email' | 'tel';
  /** An example of the format, never a replacement for the label. */
  placeholder?: string;
}

/** One line of text with its label, help and error tied to it (name, e-mail, phone, CNPJ). */
export function TextField({ label, description, errorMessage, placeholder, type = 'text', ...props }: TextFieldProps) {
  return (
    <FieldRoot {...props} type={type}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldInput placeholder={placeholder} />
      <FieldError>{errorMessage}</FieldError>
    </FieldRoot>
  );
}
