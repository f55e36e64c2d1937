/**
 * react-aria asks `useIsSSR()` in every id and locale hook: true on the server and while hydrating, false
 * after. Its own answer turns false the moment a part has hydrated, so React re-renders every such
 * component (each react-aria button, field and link) synchronously, all in one task: 100-140 ms on a
 * 4x-slower CPU for the catalogue. Here the answer stays "hydrating" until the app says the whole page has
 * hydrated; then the components hear of it a batch at a time, each batch re-rendering in a task of its own.
 * The production build points react-aria's hook at `useIsSSR` below (tests/support/ariaHydration.ts).
 */
import { useState, useSyncExternalStore } from 'react';
import { nextTask } from '@ui/onDemand';

let hydrating = false;
const listeners = new Set<() => void>();

/**
 * Components told per task: about 3 ms of re-rendering each on a 4x-slower CPU.
 * @internal exported for its test, which counts the pauses
 */
export const HYDRATION_END_BATCH = 16;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * react-aria's `useIsSSR`. React asks the server's answer only on the server and while hydrating the
 * component: a hydrated component answers "server" until `endHydration`; one mounted in the browser (a
 * widget fetched on a press, while the rest of the page still hydrates) answers "browser" from the start.
 */
export function useIsSSR(): boolean {
  const [answers] = useState(() => {
    let wasHydrated = false;
    return {
      browser: () => wasHydrated && hydrating,
      server: () => {
        wasHydrated = true;
        return true;
      },
    };
  });
  return useSyncExternalStore(subscribe, answers.browser, answers.server);
}

/** The server's page is about to be hydrated: react-aria renders as the server did until `endHydration`. */
export function beginHydration(): void {
  hydrating = true;
}

/** The page has hydrated: the components that asked hear it, in batches, a task each. */
export async function endHydration(yieldToMain: () => Promise<void> = nextTask): Promise<void> {
  if (!hydrating) return;
  hydrating = false;
  let told = 0;
  for (const listener of [...listeners]) {
    // One unmounted since the list was copied has nothing to re-render.
    if (!listeners.has(listener)) continue;
    listener();
    told += 1;
    if (told % HYDRATION_END_BATCH === 0) await yieldToMain();
  }
}
