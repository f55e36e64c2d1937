import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. The server knows no screen: its page and the
 * browser's first render (hydration) take `serverValue`, and React renders again with the real answer
 * before the first paint of a client render, so no hydration mismatch and no setState in an effect.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
