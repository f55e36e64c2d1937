import { useMemo, useSyncExternalStore } from 'react';
import DOMPurify from 'dompurify';
import { styled } from '@themes/stitches.config';

export interface SafeHtmlProps {
  /** HTML from a server (a supplier's text, an error message); never trusted as given. */
  html: string;
  /** `inherit` on a coloured surface (a footer), where the theme's link colour would lack contrast; links stay underlined. */
  links?: 'primary' | 'inherit';
}

const Root = styled('div', {
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  // An anchor that lost its unsafe href is plain text: it must not look like a link.
  '& a[href]': { color: '$primaryText', textDecoration: 'underline' },
  variants: { links: { primary: {}, inherit: { '& a[href]': { color: 'inherit' } } } },
});

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

const subscribeToNothing = () => () => undefined;

/**
 * DOMPurify needs a browser's DOM. Without one (the server's page, and so the hydration that must match
 * it) the HTML is left out, never shown unsanitised; the browser fills it in right after.
 */
function useSanitizer(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => DOMPurify.isSupported,
    () => false,
  );
}

/** Server HTML shown after sanitising (DOMPurify): only formatting and safe links are kept. */
export function SafeHtml({ html, links = 'primary' }: SafeHtmlProps) {
  const canSanitize = useSanitizer();
  // Sanitised here, with a formatting-only policy, before React writes it.
  const clean = useMemo(() => (canSanitize ? DOMPurify.sanitize(withoutHandlers(html), POLICY) : ''), [html, canSanitize]);
  return <Root links={links} dangerouslySetInnerHTML={{ __html: clean }} />;
}
