import { styled } from '@themes/stitches.config';

/** The kit's spacing steps (themes/tokens.ts `space`), so a layout never carries its own pixel values. */
const gap = { 0: { gap: '$0' }, 1: { gap: '$1' }, 2: { gap: '$2' }, 3: { gap: '$3' }, 4: { gap: '$4' }, 5: { gap: '$5' }, 6: { gap: '$6' }, 7: { gap: '$7' } };

/**
 * Rendered as a list (`as="ul"`): the items keep their list semantics, without the browser's bullets and indent.
 * `:where` adds nothing to the class's weight, so a layout built on Stack (a margin of its own) still wins.
 */
const asList = { '&:where(ul, ol)': { margin: 0, padding: 0, listStyle: 'none' } };

/**
 * Children one under the other, a token's gap apart (Primer's Stack). A grid, so a long word or a table
 * inside shrinks instead of widening the page (`minWidth: 0`). Render another element with `as`.
 */
export const Stack = styled('div', {
  display: 'grid',
  minWidth: 0,
  alignContent: 'start',
  ...asList,
  variants: {
    gap,
    /** How the children sit across: stretched (the default), or as wide as their content. */
    align: { stretch: { justifyItems: 'stretch' }, start: { justifyItems: 'start' }, center: { justifyItems: 'center' }, end: { justifyItems: 'end' } },
  },
  defaultVariants: { gap: 3, align: 'stretch' },
});

/**
 * Children side by side, wrapping onto the next line when the row is full (buttons, badges, a price and
 * its unit). `stackBelow` puts them one under the other on narrow screens, each as wide as the row.
 */
export const Inline = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  minWidth: 0,
  ...asList,
  variants: {
    gap,
    align: { center: { alignItems: 'center' }, start: { alignItems: 'flex-start' }, end: { alignItems: 'flex-end' }, baseline: { alignItems: 'baseline' }, stretch: { alignItems: 'stretch' } },
    justify: { start: { justifyContent: 'flex-start' }, between: { justifyContent: 'space-between' }, end: { justifyContent: 'flex-end' } },
    stackBelow: {
      sm: { flexDirection: 'column', alignItems: 'stretch', '@sm': { flexDirection: 'row', alignItems: 'center' } },
      md: { flexDirection: 'column', alignItems: 'stretch', '@md': { flexDirection: 'row', alignItems: 'center' } },
    },
  },
  defaultVariants: { gap: 2, align: 'center', justify: 'start' },
});
