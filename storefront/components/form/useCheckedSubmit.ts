import { useRef, type SyntheticEvent } from 'react';
import { firstInvalid, type Problems } from '@storefront/domain/forms';

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
 * A form's submit that checks first: every problem shows (`touched`), the focus goes to the first
 * field with one, in the form's order, and only a form with none is sent.
 */
export function useCheckedSubmit<F extends object, P extends string>(
  order: readonly (keyof F)[],
  check: () => Problems<F, P>,
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
