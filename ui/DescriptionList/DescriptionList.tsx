import { styled } from '@themes/stitches.config';

/**
 * Labels and their values in two columns (`dt`/`dd` children): the label muted, the value as long as it
 * needs and wrapping. `facts` keeps the labels as wide as the longest (a registration, a subscription);
 * `figures` lines amounts up at the end in figures of one width (a price breakdown).
 */
export const DescriptionList = styled('dl', {
  display: 'grid',
  gap: '$2 $4',
  margin: 0,
  minWidth: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  variants: {
    kind: {
      facts: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr' },
      figures: { gridTemplateColumns: '1fr auto', '& dd': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
    },
  },
  defaultVariants: { kind: 'facts' },
});
