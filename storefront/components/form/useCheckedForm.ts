import { useRef, useState, type SetStateAction, type SyntheticEvent } from 'react';
import { firstInvalid, type Problems } from '@storefront/domain/forms';

/** The fields of a form that hold text (not a checkbox's boolean). */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** What a field is given by its form: spread into a TextField or PasswordField, or a field of the form's own. */
export interface FieldBinding<K extends string = string> {
  name: K;
  value: string;
  onChange: (typed: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * Binds a text field by its name, to spread into a TextField or PasswordField: each form then writes only
 * what is its own (label, help, autofill). A field with a mask gives its `format`, which every typed value
 * passes through (the card number in fours, the expiry's slash, the code's digits).
 */
export type FieldBinder<F> = <K extends TextKeys<F>>(name: K, format?: (typed: string) => string) => FieldBinding<K>;

export interface CheckedFormRules<F, P extends string> {
  /** The fields in the order shown: a submit puts the focus on the first with a problem. */
  order: readonly (keyof F)[];
  /** The form's pure rule (`domain/`), naming each field's problem. */
  validate: (form: F) => Problems<F, P>;
  /** A problem's words, shown under its field. */
  textOf: (problem: P) => string | undefined;
  /** Sends a form with no problem; `reset` starts it over with no problem shown (after a save). */
  send: (form: F, reset: (next: SetStateAction<F>) => void) => void;
}

/**
 * Moves the focus to a form's field by its name (the first invalid one after a submit); a group of
 * radios takes it on its chosen radio, else its first, as Tab would.
 */
function focusField(form: HTMLFormElement | null, name: string): void {
  const field = form?.elements.namedItem(name);
  const radios = field instanceof RadioNodeList ? [...field].filter((node) => node instanceof HTMLInputElement) : [];
  const target = radios.length > 0 ? (radios.find((radio) => radio.checked) ?? radios[0]) : field;
  if (target instanceof HTMLElement) target.focus();
}

/**
 * Every form of the store, one way: its fields in one object, checked by a pure rule. No problem shows
 * until the first submit; from then on every problem shows as the shopper types. A submit puts the
 * focus on the first field with a problem, in the form's order, and only a form with none is sent.
 */
export function useCheckedForm<F extends object, P extends string>(initial: F | (() => F), { order, validate, textOf, send }: CheckedFormRules<F, P>) {
  const [form, setForm] = useState<F>(initial);
  const [touched, setTouched] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problems: Problems<F, P> = touched ? validate(form) : {};

  const field: FieldBinder<F> = (name, format) => {
    const problem = problems[name];
    return {
      name,
      value: String(form[name]),
      onChange: (typed: string) => setForm((was) => ({ ...was, [name]: format ? format(typed) : typed })),
      isInvalid: problem !== undefined,
      errorMessage: problem === undefined ? undefined : textOf(problem),
    };
  };

  const reset = (next: SetStateAction<F>) => {
    setForm(next);
    setTouched(false);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    const first = firstInvalid(order, validate(form));
    if (first !== undefined) {
      focusField(formRef.current, String(first));
      return;
    }
    send(form, reset);
  };

  return { form, setForm, field, problems, formRef, submit, reset };
}
