import { createContext } from 'react';
import type { DOMPurify } from 'dompurify';

/** Turns server HTML into what may be shown. */
export type Sanitize = (html: string) => string;

/** Text formatting survives; scripts, handlers, frames, forms, styles and images do not. */
const POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span', 'small', 'h2', 'h3', 'h4'],
  ALLOWED_ATTR: ['href', 'title'],
  // A path of this site; `//host` and `/\host` are other sites (browsers read `\` as `/`).
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  // `data-*` could drive the app's own scripts and styles.
  ALLOW_DATA_ATTR: false,
};

/** `on…=` inside a tag, one a pass (a renamed one no longer matches). */
const HANDLER_ATTRIBUTE = /(<[a-z][^>]*?[\s/"'])(on[a-z]+\s*=)/gi;

/**
 * Chrome reports every inline handler it parses, even into DOMPurify's inert document, as a CSP
 * violation in the console. Renamed first to a `data-` attribute, which the policy drops, they never
 * reach the parser as handlers; DOMPurify stays the guard for everything else.
 */
function withoutHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = previous.replace(HANDLER_ATTRIBUTE, '$1data-blocked-$2');
  } while (current !== previous);
  return current;
}

/**
 * One policy wherever the page is rendered: DOMPurify on the browser's DOM, or on the server's (jsdom),
 * so the server's page and the browser's hydration write the same HTML. Without a DOM nothing is shown.
 */
export function sanitizerOf(purifier: DOMPurify): Sanitize {
  if (!purifier.isSupported) return () => '';
  return (html) => purifier.sanitize(withoutHandlers(html), POLICY);
}

/**
 * The sanitiser of where the page is rendered, when it is not the browser's own DOMPurify (SafeHtml's
 * default): the server gives DOMPurify on jsdom, so its page already carries the sanitised HTML.
 */
export const SanitizerContext = createContext<Sanitize | null>(null);
