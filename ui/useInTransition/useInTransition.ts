import { startTransition, useEffect, useState } from 'react';
import { useIsSSR } from '@ui/ariaHydration';

/**
 * `value`, with each change rendered in a transition: React renders it in slices a tap can get between,
 * not in the task of the store write that brought it (a valtio write renders at once, in one piece).
 * For lists that arrive after the page (related products, a carousel's cards). What the server rendered
 * hydrates as it is; a component mounted in the browser starts from `initial`.
 */
export function useInTransition<T>(value: T, initial: T): T {
  const hydrating = useIsSSR();
  const [shown, setShown] = useState(() => (hydrating ? value : initial));
  useEffect(() => {
    startTransition(() => setShown(value));
  }, [value]);
  return shown;
}
