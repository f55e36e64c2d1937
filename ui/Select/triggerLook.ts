import type { CSS } from '@stitches/react';
import type { config } from '@themes/stitches.config';

/** Select's trigger, apart from react-aria: the plain trigger the first page shows (LazySelect) is drawn the same. */
export const triggerLook = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  minHeight: '$targetComfortable',
  paddingInline: '$3',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  color: '$text',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
} satisfies CSS<typeof config>;

/** The field's hint and its error under the trigger, drawn alike by Select and the plain LazySelect. */
export const descriptionLook = { fontSize: '$sm', color: '$textMuted' } satisfies CSS<typeof config>;
export const errorLook = { fontSize: '$sm', color: '$danger', fontWeight: '$medium' } satisfies CSS<typeof config>;
