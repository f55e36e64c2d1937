import { useContext, useMemo } from 'react';
import DOMPurify from 'dompurify';
import { sanitizerOf, SanitizerContext } from '@ui/Sanitizer';
import { HtmlBlock } from './HtmlBlock';

export interface SafeHtmlProps {
  /** HTML from a server (a supplier's text, an error message); never trusted as given. */
  html: string;
  /** `inherit` on a coloured surface (a footer), where the theme's link colour would lack contrast; links stay underlined. */
  links?: 'primary' | 'inherit';
  /** The element's id: where the browser finds the server's sanitised text while it hydrates (LazySafeHtml). */
  id?: string;
}

/** The browser's DOMPurify; where there is no DOM and none was given, nothing is shown. */
const browserSanitizer = sanitizerOf(DOMPurify);

/** Server HTML shown after sanitising (DOMPurify): only formatting and safe links are kept. */
export function SafeHtml({ html, links = 'primary', id }: SafeHtmlProps) {
  const sanitize = useContext(SanitizerContext) ?? browserSanitizer;
  // Sanitised here, with a formatting-only policy, before React writes it.
  const clean = useMemo(() => sanitize(html), [html, sanitize]);
  return <HtmlBlock id={id} links={links} dangerouslySetInnerHTML={{ __html: clean }} />;
}
