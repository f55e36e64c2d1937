import { useRef, type SyntheticEvent } from 'react';
import { firstInvalid, type Problems } from '@storefront/domain/registration';
import { focusField } from './messages';

/**
 * A user form's submit that checks first: every problem shows (`touched`), the focus goes to the first
 * field with one, in the form's order, and only a form with none is sent.
 */
export function useCheckedSubmit<F extends object>(
  order: readonly (keyof F)[],
  check: () => Problems<F>,
  setTouched: (touched: boolean) => void,
  send: () => void,
): { formRef: React.RefObject<HTMLFormElement | null>; submit: (event: SyntheticEvent) => void } {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    const first = firstInvalid(order, check());
    if (first !== undefined) {
      focusField(formRef.current, String(first));
      return;
    }
    send();
  };
  return { formRef, submit };
}
