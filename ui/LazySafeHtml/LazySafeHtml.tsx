import { lazy, memo, Suspense, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SafeHtmlProps } from '@ui/SafeHtml';
// The element alone, not the index: hydrating the server's text must not fetch DOMPurify.
import { HtmlBlock } from '@ui/SafeHtml/HtmlBlock';

const SafeHtml = lazy(async () => ({ default: (await import('@ui/SafeHtml')).SafeHtml }));

export interface LazySafeHtmlProps extends Omit<SafeHtmlProps, 'id'> {
  /** Shown until the sanitiser's chunk has come, where the server did not already render the text. */
  fallback?: ReactNode;
}

const neverChanges = () => () => undefined;

/** True on the server and while the browser hydrates the server's page; false in every later render. */
const useHydrating = () =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );

interface Served {
  /** The text as the page was given it. */
  html: string;
  /** What the server made of it, read back from the page. */
  clean: string;
}

/**
 * SafeHtml with its sanitiser (DOMPurify) in a chunk of its own. The server's page already carries the
 * sanitised text: hydration adopts it as it is and fetches nothing; a text the browser has to show
 * itself (another page opened, a new text) loads the sanitiser. Memoised on the text: a server-rendered
 * boundary that re-renders before its chunk has come is rendered again as its fallback, so a parent's
 * re-render (a cart coming back) would blank it.
 */
export const LazySafeHtml = memo(
  function LazySafeHtml({ fallback = null, html, links = 'primary' }: LazySafeHtmlProps) {
    const id = useId();
    const hydrating = useHydrating();
    const [served] = useState<Served | undefined>(() => {
      const element = hydrating && typeof document !== 'undefined' ? document.getElementById(id) : null;
      return element ? { html, clean: element.innerHTML } : undefined;
    });
    return (
      <Suspense fallback={fallback}>
        {served?.html === html ? (
          <HtmlBlock id={id} links={links} dangerouslySetInnerHTML={{ __html: served.clean }} />
        ) : (
          <SafeHtml id={id} html={html} links={links} />
        )}
      </Suspense>
    );
  },
  (before, after) => before.html === after.html && before.links === after.links,
);
