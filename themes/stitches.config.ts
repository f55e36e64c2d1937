import { createStitches } from '@stitches/react';
import {
  borderWidths,
  colors,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  media,
  radii,
  shadows,
  sizes,
  space,
  transitions,
  zIndices,
} from './tokens';

const stitches = createStitches({
  theme: { colors, space, sizes, radii, fonts, fontSizes, fontWeights, lineHeights, shadows, zIndices, transitions, borderWidths },
  media,
  utils: {
    /** The one visible focus indicator of the kit (WCAG 2.4.7, 2.4.13): outside, or inside for edge-to-edge parts. */
    focusRing: (where: 'outside' | 'inside') => ({
      outline: '$borderWidths$focus solid $colors$focusRing',
      outlineOffset: where === 'inside' ? 'calc(-1 * $borderWidths$focus)' : '$borderWidths$medium',
    }),
    /** Hidden on screen, read by assistive technology. */
    visuallyHidden: (hidden: boolean) =>
      hidden
        ? { position: 'absolute', width: '$hairline', height: '$hairline', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }
        : { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none', whiteSpace: 'normal' },
  },
});

export const { styled, css, keyframes, createTheme, getCssText, reset: resetStyleSheet, config } = stitches;

/**
 * The selector of a natively focusable part's focus ring: react-aria's state, and the browser's own
 * :focus-visible, so a link or button of server HTML not hydrated yet still shows its ring.
 */
export const focusVisible = '&[data-focus-visible], &:focus-visible';

/** Base document styles shared by the storefront and Storybook. */
export const globalStyles = stitches.globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'html, body': {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$normal',
    color: '$text',
    backgroundColor: '$background',
  },
  '@reducedMotion': { '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' } },
});
