import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { styled } from '@themes/stitches.config';

export interface SafeHtmlProps {
  /** HTML from a server (a supplier's text, an error message); never trusted as given. */
  html: string;
}

const Root = styled('div', {
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& a': { color: '$primaryText', textDecoration: 'underline' },
});

/** Text formatting survives; scripts, handlers, frames, forms, styles and images do not. */
const POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span', 'small', 'h2', 'h3', 'h4'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
};

/** Server HTML shown after sanitising (DOMPurify): only formatting and safe links are kept. */
export function SafeHtml({ html }: SafeHtmlProps) {
  // Sanitised here, with a formatting-only policy, before React writes it.
  const clean = useMemo(() => DOMPurify.sanitize(html, POLICY), [html]);
  return <Root dangerouslySetInnerHTML={{ __html: clean }} />;
}
