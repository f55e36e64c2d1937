import type { Dispatch, SetStateAction } from 'react';
import type { Problems } from '@storefront/domain/registration';
import { useProblemText } from './messages';

/** The fields of a form that hold text (not the terms' checkbox). */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * Binds a user form's text field to its value, its change and its problem's words, to spread into a
 * TextField or PasswordField: each form then writes only what is its own (label, help, autofill). The
 * `name` is the one a submit's focus looks for (focusField).
 */
export function useFieldBinding<F extends object>(form: F, setForm: Dispatch<SetStateAction<F>>, problems: Problems<F>) {
  const problemText = useProblemText();
  return <K extends TextKeys<F>>(name: K) => ({
    name,
    value: String(form[name]),
    onChange: (value: string) => setForm((was) => ({ ...was, [name]: value })),
    isInvalid: Boolean(problems[name]),
    errorMessage: problemText(problems[name]),
  });
}
