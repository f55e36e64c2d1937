import { styled } from '@themes/stitches.config';

/**
 * A run of text with the kit's tones and sizes: a paragraph by default (`as="span"` inside a line). It has
 * no margin, so the layout around it (Stack, Inline) alone sets the spacing, and long words wrap. Without a
 * `tone` or `size` it keeps its parent's, so it reads right inside an alert or a card.
 */
export const Text = styled('p', {
  margin: 0,
  overflowWrap: 'anywhere',
  variants: {
    /** `muted` is for secondary text (dates, hints, counts): still 4.5:1 on the page and on surfaces. */
    tone: { muted: { color: '$textMuted' }, danger: { color: '$danger' }, success: { color: '$success' } },
    size: { xs: { fontSize: '$xs' }, sm: { fontSize: '$sm' }, md: { fontSize: '$md' }, lg: { fontSize: '$lg' } },
    weight: { regular: { fontWeight: '$regular' }, medium: { fontWeight: '$medium' }, bold: { fontWeight: '$bold' } },
    /** Figures of the same width, for prices and quantities in columns. */
    numeric: { true: { fontVariantNumeric: 'tabular-nums' } },
  },
});
