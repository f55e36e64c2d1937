import { lazy, memo, Suspense, type ReactNode } from 'react';
import type { SafeHtmlProps } from '@ui/SafeHtml';

const SafeHtml = lazy(async () => ({ default: (await import('@ui/SafeHtml')).SafeHtml }));

export interface LazySafeHtmlProps extends SafeHtmlProps {
  /** Shown until the sanitiser's chunk has come, where the server did not already render the text. */
  fallback?: ReactNode;
}

/**
 * SafeHtml with its sanitiser (DOMPurify) in a chunk of its own, loaded where server HTML is shown.
 * Memoised on the text: a server-rendered boundary that re-renders before its chunk has come is rendered
 * again in the browser as its fallback, so a parent's re-render (a cart coming back) would blank it.
 */
export const LazySafeHtml = memo(
  function LazySafeHtml({ fallback = null, ...props }: LazySafeHtmlProps) {
    return (
      <Suspense fallback={fallback}>
        <SafeHtml {...props} />
      </Suspense>
    );
  },
  (before, after) => before.html === after.html && before.links === after.links,
);
