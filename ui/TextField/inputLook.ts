import type { CSS } from '@stitches/react';
import type { config } from '@themes/stitches.config';

/** The bordered box every field of the kit draws (text box, date segments, stepper); each adds its own focus and read-only looks. */
export const fieldBox = {
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  transition: 'border-color $fast',
  '&[data-hovered]': { borderColor: '$text' },
  // A second line of red inside, so the invalid box differs by more than a hue and nothing shifts.
  '&[data-invalid]': { borderColor: '$danger', boxShadow: 'inset 0 0 0 $borderWidths$thin $colors$danger' },
} satisfies CSS<typeof config>;

/**
 * The kit's text box (16 px text, so phones do not zoom in), apart from react-aria: the plain forms a
 * page shows before its scripts run (SearchForm) look the same as the fields that replace them.
 */
export const inputLook = {
  width: '100%',
  minWidth: 0,
  minHeight: '$targetComfortable',
  margin: 0,
  paddingInline: '$3',
  ...fieldBox,
  color: '$text',
  font: 'inherit',
  fontSize: '$md',
  outline: 'none',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
} satisfies CSS<typeof config>;
