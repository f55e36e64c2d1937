import { useState, type ReactNode } from 'react';
import { Button as AriaButton, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { FieldDescription, FieldError, FieldInput, FieldLabel, FieldRoot, type FieldErrorMessage } from '../Field';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render' | 'type' | 'autoComplete' | 'inputMode'> {
  /** The visible label (from the catalogue); also the input's accessible name. */
  label: ReactNode;
  /** Help under the label (the password rules when creating one). */
  description?: ReactNode;
  /** Shown below the input while the field is invalid (`isInvalid` or failed validation). */
  errorMessage?: FieldErrorMessage;
  /** Tells password managers what to do: fill a saved password (login) or offer a new one (sign-up, reset). */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password shown (uncontrolled). */
  defaultRevealed?: boolean;
}

const messages = defineMessages<{ show: NoMessageValues; hide: NoMessageValues }>({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Mostrar senha', description: 'Button inside a password field that shows the typed password' },
  hide: { id: 'ui.passwordField.hide', defaultMessage: 'Ocultar senha', description: 'Button inside a password field that hides the password again' },
});

/** Room at the end of the input for the toggle, which sits over it. */
const Control = styled('div', {
  position: 'relative',
  display: 'grid',
  '& input': { paddingInlineEnd: '$targetComfortable' },
});

const Toggle = styled(AriaButton, {
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '$targetComfortable',
  padding: 0,
  border: 'none',
  borderRadius: '$md',
  backgroundColor: 'transparent',
  color: '$text',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { color: '$primaryText' },
  '&[data-focus-visible]': { focusRing: 'inside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
});

/**
 * A password input with a show/hide button, so a shopper on a phone can check what was typed.
 * Paste is never blocked: password managers and pasted passwords must work (WCAG 3.3.8).
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  defaultRevealed = false,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <FieldRoot {...props} type={revealed ? 'text' : 'password'} autoComplete={autoComplete} data-revealed={revealed || undefined}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Control>
        {/* Shown as text, the password must not reach spell checkers or get capitalised. */}
        <FieldInput spellCheck={false} autoCapitalize="none" autoCorrect="off" />
        <Toggle
          aria-label={intl.formatMessage(revealed ? messages.hide : messages.show)}
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((shown) => !shown)}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} />
        </Toggle>
      </Control>
      <FieldError>{errorMessage}</FieldError>
    </FieldRoot>
  );
}
