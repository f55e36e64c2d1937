import { styled } from '@themes/stitches.config';

/** The first row at the grid's widest: what a first visit sees without scrolling. */
export const ABOVE_FOLD_CARDS = 5;

/**
 * The last cards, laid out with the page: the two rows above "Carregar mais" at most columns (three on a
 * phone, six from `@lg`). Rows vary by ~100 px (a wholesale hint, a name on three lines), so no estimate
 * holds: deferred, the rows a jump to the button shows were laid out a frame after it, and the button moved
 * up under a press already begun (the press was lost).
 */
const LAST_ROWS_CARDS = { base: 6, lg: 12 };

const deferred = `& > li:nth-child(n+${ABOVE_FOLD_CARDS + 1})`;

/**
 * The product cards' grid (catalogue, product page shelves): two columns on phones, up to five on wide
 * screens, every card the height of its row. With `deferPastFirstRow` (the catalogue), the cards a first
 * visit does not see stay out of the first page's layout and paint, the longest part of its rendering on a
 * phone: each is laid out as it comes near the screen and keeps its size once seen. The last rows are not
 * deferred (see `LAST_ROWS_CARDS`). Not for the product page's shelves: there the estimated height of cards
 * not yet laid out moved the product's details (CLS 0 -> 0.03 in Lighthouse).
 */
export const CardGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 45%), 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  variants: {
    deferPastFirstRow: {
      true: {
        [`${deferred}:not(:nth-last-child(-n+${LAST_ROWS_CARDS.base}))`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 24rem' },
        '@lg': { [`${deferred}:nth-last-child(-n+${LAST_ROWS_CARDS.lg})`]: { contentVisibility: 'visible' } },
      },
    },
  },
});
