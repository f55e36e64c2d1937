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

export const { styled, css, globalCss, keyframes, createTheme, theme, getCssText, config } = createStitches({
  theme: { colors, space, sizes, radii, fonts, fontSizes, fontWeights, lineHeights, shadows, zIndices, transitions, borderWidths },
  media,
});

export type ColorToken = keyof typeof colors;

/** Base document styles shared by the storefront and Storybook. */
export const globalStyles = globalCss({
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
