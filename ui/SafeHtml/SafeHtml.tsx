import { useContext, useMemo } from 'react';
import DOMPurify from 'dompurify';
import { styled } from '@themes/stitches.config';
import { sanitizerOf, SanitizerContext } from '@ui/Sanitizer';

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

/** The browser's DOMPurify; where there is no DOM and none was given, nothing is shown. */
const browserSanitizer = sanitizerOf(DOMPurify);

/** Server HTML shown after sanitising (DOMPurify): only formatting and safe links are kept. */
export function SafeHtml({ html, links = 'primary' }: SafeHtmlProps) {
  const sanitize = useContext(SanitizerContext) ?? browserSanitizer;
  // Sanitised here, with a formatting-only policy, before React writes it.
  const clean = useMemo(() => sanitize(html), [html, sanitize]);
  return <Root links={links} dangerouslySetInnerHTML={{ __html: clean }} />;
}
