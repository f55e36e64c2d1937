import { styled } from '@themes/stitches.config';

/** The product's page: its parts one under the other. */
export const Page = styled('div', { display: 'grid', gap: '$5' });

/** The gallery, and beside it from `@md` the product's name, price and what to do with it. */
export const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
});

/** The name (the page's h1), the price and the buying, one under the other. */
export const Info = styled('div', {
  display: 'grid',
  gap: '$3',
  alignContent: 'start',
  '& h1': { margin: 0, fontSize: '$xl', lineHeight: '$tight', overflowWrap: 'anywhere', '@md': { fontSize: '$xxl' } },
});

/** A section of the product's page under its own h2 (description, similar and related products). */
export const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  '& h2': { margin: 0, fontSize: '$lg' },
});
