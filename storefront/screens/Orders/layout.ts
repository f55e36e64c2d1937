import { styled } from '@themes/stitches.config';

/** The order's page is made of bordered sections, each headed by an h2 (items, summary, payment...). */
export const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  minWidth: 0,
  '& h2': { fontSize: '$lg' },
});

/** Amounts in a column: a label on the left, the value on the right; `.total` stands out. */
export const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .total': { fontWeight: '$bold', color: '$text', fontSize: '$lg' },
});

/** Labelled facts (delivery type, address, payment method), one under the other. */
export const Facts = styled('dl', { display: 'grid', gap: '$1', margin: 0, '& dt': { color: '$textMuted', fontSize: '$sm' }, '& dd': { margin: 0, overflowWrap: 'anywhere' } });

/** The order's lines: the name and its total on one row, the quantity and unit price under them. */
export const Items = styled('ul', {
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '$1 $3',
    paddingBlock: '$2',
    borderBottom: '$borderWidths$thin solid $borderSubtle',
  },
  '& li:last-child': { borderBottom: 'none' },
  '& strong': { fontVariantNumeric: 'tabular-nums' },
  '& li > p': { gridColumn: '1 / -1' },
});
