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

const live = ':not([data-disabled]):not([aria-disabled="true"])';

/**
 * Hover and press looks, from react-aria's states on its buttons and from the browser's on the kit's native
 * ones. Native hover only where a pointer really hovers (a tap must not leave it hovered); press wins over hover.
 */
export function pressStates(hover: Style, press: Style): Style {
  return {
    '&[data-hovered]': hover,
    '&[data-pressed]': press,
    '@hover': { [`&${live}:hover`]: hover, [`&${live}:active`]: press },
    [`&${live}:active`]: press,
  };
}

/** The brand-aware colour variants, with their hover and press states. */
export const pressableVariants = {
  primary: {
    backgroundColor: '$primary',
    color: '$onPrimary',
    ...pressStates({ backgroundColor: '$primaryHover' }, { backgroundColor: '$primaryPressed' }),
  },
  secondary: {
    backgroundColor: '$background',
    color: '$primaryText',
    borderColor: '$primaryText',
    ...pressStates({ backgroundColor: '$surface' }, { backgroundColor: '$borderSubtle' }),
  },
  ghost: {
    backgroundColor: 'transparent',
    color: '$primaryText',
    ...pressStates({ backgroundColor: '$surface' }, { backgroundColor: '$borderSubtle' }),
  },
  danger: {
    backgroundColor: '$danger',
    color: '$onDanger',
    ...pressStates({ backgroundColor: '$dangerHover' }, { backgroundColor: '$dangerHover' }),
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
  ...pressStates({ backgroundColor: '$primarySubtle' }, { backgroundColor: '$borderSubtle' }),
  [focusVisible]: { focusRing: 'inside' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed', opacity: 0.6, backgroundColor: 'transparent' },
};
