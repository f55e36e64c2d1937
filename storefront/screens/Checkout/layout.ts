import { styled } from '@themes/stitches.config';

/** The checkout's columns: the form's sections, and the summary beside them from `@md`. */
export const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  alignItems: 'start',
  '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
});
export const Sections = styled('div', { display: 'grid', gap: '$6', minWidth: 0 });
export const Section = styled('section', { display: 'grid', gap: '$4' });
