import { createContext, use, useCallback, useSyncExternalStore } from 'react';

/**
 * The viewport width (CSS px) a server page was laid out for: the server's guess at the screen, which the
 * browser's hydration must repeat. None in stories and tests.
 */
export const ScreenWidthGuess = createContext<number | null>(null);

const MIN_WIDTH = /^\(min-width:\s*(\d+(?:\.\d+)?)px\)$/;

/**
 * Whether a media query matches, following changes. The server knows no screen: its page and the
 * browser's first render (hydration) answer a `min-width` query from `ScreenWidthGuess`, any other from
 * `serverValue`. React renders again with the real answer right after hydration, so there is no
 * mismatch and no setState in an effect; a right guess moves nothing.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const guess = use(ScreenWidthGuess);
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  const minWidth = MIN_WIDTH.exec(query);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => (guess !== null && minWidth ? guess >= Number(minWidth[1]) : serverValue),
  );
}
