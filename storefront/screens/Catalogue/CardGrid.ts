import { styled } from '@themes/stitches.config';

/** The first row at the grid's widest: what a first visit sees without scrolling. */
export const ABOVE_FOLD_CARDS = 5;

/** Cards not yet near the screen: laid out and painted as they come near, each keeping its size once seen. */
const deferred = { contentVisibility: 'auto', containIntrinsicSize: 'auto 24rem' } as const;

/**
 * The product cards' grid (catalogue, product page shelves): two columns on phones, up to five on wide
 * screens, every card the height of its row. The cards a first visit does not see
 * stay out of the first page's layout and paint, the longest part of its rendering on a phone.
 */
export const CardGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 45%), 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  variants: {
    defer: {
      afterFirstRow: { [`& > li:nth-child(n+${ABOVE_FOLD_CARDS + 1})`]: deferred },
      all: { '& > li': deferred },
    },
  },
});
