import type { CSS } from '@stitches/react';
import { focusVisible, type config } from '@themes/stitches.config';

type Style = CSS<typeof config>;

/** What every pressable of the kit shares (Button, IconButton): shape, focus ring, disabled look. */
export const pressableBase: Style = {
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$md',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast, border-color $fast',
  [focusVisible]: { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
};

/** The brand-aware colour variants, with react-aria's hover and press states. */
export const pressableVariants = {
  primary: {
    backgroundColor: '$primary',
    color: '$onPrimary',
    '&[data-hovered]': { backgroundColor: '$primaryHover' },
    '&[data-pressed]': { backgroundColor: '$primaryPressed' },
  },
  secondary: {
    backgroundColor: '$background',
    color: '$primaryText',
    borderColor: '$primaryText',
    '&[data-hovered]': { backgroundColor: '$surface' },
    '&[data-pressed]': { backgroundColor: '$borderSubtle' },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: '$primaryText',
    '&[data-hovered]': { backgroundColor: '$surface' },
    '&[data-pressed]': { backgroundColor: '$borderSubtle' },
  },
  danger: {
    backgroundColor: '$danger',
    color: '$onDanger',
    '&[data-hovered]': { backgroundColor: '$dangerHover' },
    '&[data-pressed]': { backgroundColor: '$dangerHover' },
  },
} satisfies Record<string, Style>;

/**
 * A borderless square around an icon inside another control (stepper buttons, calendar arrows, close,
 * cart): transparent until hovered. Each use sets its own size; the focus ring sits inside by default.
 */
export const quietIconPressable: Style = {
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  padding: 0,
  border: 'none',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: '$primaryText',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast',
  '&[data-hovered]': { backgroundColor: '$primarySubtle' },
  '&[data-pressed]': { backgroundColor: '$borderSubtle' },
  [focusVisible]: { focusRing: 'inside' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed', opacity: 0.6, backgroundColor: 'transparent' },
};
