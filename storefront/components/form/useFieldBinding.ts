import type { Dispatch, SetStateAction } from 'react';
import type { Problems } from '@storefront/domain/forms';

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
 * Binds a form's text field to its value, its change and its problem's words, to spread into a
 * TextField or PasswordField: each form then writes only what is its own (label, help, autofill). The
 * `name` is the one a submit's focus looks for (focusField). A field with a mask gives its `format`,
 * which every typed value passes through (the card number in fours, the expiry's slash, the code's digits).
 */
export function useFieldBinding<F extends object, P extends string>(
  form: F,
  setForm: Dispatch<SetStateAction<F>>,
  problems: Problems<F, P>,
  textOf: (problem: P) => string | undefined,
) {
  return <K extends TextKeys<F>>(name: K, format?: (typed: string) => string): FieldBinding<K> => {
    const problem = problems[name];
    return {
      name,
      value: String(form[name]),
      onChange: (typed: string) => setForm((was) => ({ ...was, [name]: format ? format(typed) : typed })),
      isInvalid: problem !== undefined,
      errorMessage: problem === undefined ? undefined : textOf(problem),
    };
  };
}
