import { memo, Suspense, type ComponentType } from 'react';

/**
 * A rare part of the page as a chunk of its own: the server's page has it, and the browser hydrates it
 * when its chunk comes. Memoised on its (stable) props: a boundary still waiting for its chunk that
 * re-renders (a cart coming back) would be drawn again as its fallback, blanking what the server drew.
 */
export function rarePart<P extends object>(Part: ComponentType<P>) {
  return memo(function RarePart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
