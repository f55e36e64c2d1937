import { useEffect, useId, useRef, useState, type FocusEvent, type InvalidEvent, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '@themes/stitches.config';
import { descriptionLook, ErrorLine, fieldColumn, labelLook, RequiredMark, type FieldErrorMessage } from './fieldLooks';
import { fieldBox, inputLook } from './inputLook';

export interface TextFieldProps {
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
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  id?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';
  maxLength?: number;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** The field's own rule: an error text (or texts), or nothing when the value is fine. */
  validate?: (value: string) => string | string[] | true | null | undefined;
  /**
   * `aria` shows the rule's errors as the shopper types; `native` (the default) waits for a submit the
   * browser checks, and tells the browser too, so it stops that submit.
   */
  validationBehavior?: 'aria' | 'native';
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

const Root = styled('div', fieldColumn);
const Label = styled('label', labelLook);
const Description = styled('span', descriptionLook);

/** The kit's text box, with the browser's own states where react-aria's fields have theirs. */
const Input = styled('input', {
  ...inputLook,
  '@hover': { '&:hover': fieldBox['&[data-hovered]'] },
  '&[aria-invalid="true"]': fieldBox['&[data-invalid]'],
  '&:focus': { focusRing: 'outside' },
  '&[readonly]': { backgroundColor: '$surface', borderStyle: 'dashed' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: '$surface' },
});

function errorsOf(result: ReturnType<NonNullable<TextFieldProps['validate']>>): string[] {
  if (typeof result === 'string') return result ? [result] : [];
  return Array.isArray(result) ? result.filter(Boolean) : [];
}

/**
 * One line of text with its label, help and error tied to it (name, e-mail, phone, CNPJ). A native input
 * under a native label: it works before the page's scripts run and brings no library.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  value,
  defaultValue,
  onChange,
  id,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  validate,
  validationBehavior = 'native',
  ...props
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  // What the browser found wrong when a submit was checked; cleared by the next edit.
  const [browserErrors, setBrowserErrors] = useState<string[] | null>(null);
  const ruleErrors = validate ? errorsOf(validate(current)) : [];
  const native = validationBehavior === 'native';
  const verdict = ruleErrors.join(' ');
  const input = useRef<HTMLInputElement>(null);
  // The rule's verdict reaches the browser's own check, which then stops a submit it fails.
  useEffect(() => {
    if (native) input.current?.setCustomValidity(verdict);
  }, [native, verdict]);
  const validationErrors = isInvalid ? [] : native ? (browserErrors ?? []) : ruleErrors;
  const invalid = isInvalid || validationErrors.length > 0;
  const errorText = typeof errorMessage === 'function' ? errorMessage({ isInvalid: invalid, validationErrors }) : (errorMessage ?? validationErrors.join(' '));
  const describedBy = [description ? `${inputId}-description` : '', invalid && errorText ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <Root>
      <Label htmlFor={inputId}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      {description ? <Description id={`${inputId}-description`}>{description}</Description> : null}
      <Input
        {...props}
        ref={input}
        id={inputId}
        type={type}
        value={current}
        required={native && isRequired}
        aria-required={!native && isRequired ? true : undefined}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setOwn(event.target.value);
          setBrowserErrors(null);
          onChange?.(event.target.value);
        }}
        onInvalid={(event: InvalidEvent<HTMLInputElement>) => {
          event.preventDefault();
          setBrowserErrors(ruleErrors.length > 0 ? ruleErrors : [event.currentTarget.validationMessage]);
        }}
      />
      {invalid && errorText ? <ErrorLine id={`${inputId}-error`}>{errorText}</ErrorLine> : null}
    </Root>
  );
}
