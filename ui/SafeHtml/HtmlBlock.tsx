import { styled } from '@themes/stitches.config';

/**
 * The element server HTML is written into, apart from the sanitiser: the page the server sanitised is
 * hydrated into this same element (LazySafeHtml) without loading DOMPurify.
 */
export const HtmlBlock = styled('div', {
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  // An anchor that lost its unsafe href is plain text: it must not look like a link.
  '& a[href]': { color: '$primaryText', textDecoration: 'underline' },
  variants: { links: { primary: {}, inherit: { '& a[href]': { color: 'inherit' } } } },
});
