import { styled } from '@themes/stitches.config';
import { Stack } from '../Stack';

/**
 * A list of bordered rows (accounts, subscriptions, chat rooms, a representative's clients): one row per
 * thing, what it is on the left and its actions on the right, wrapping under on a narrow screen.
 */
export const RowList = styled('ul', Stack, { defaultVariants: { gap: 2 } });

/** One row of a RowList. `data-current` marks the one in use (the client chosen, the account signed in). */
export const Row = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  '&[data-current]': { borderColor: '$primaryBorder', backgroundColor: '$primarySubtle' },
  variants: {
    /** Its parts one under the other (an address: its name, its lines, its actions), for a narrow panel. */
    stacked: { true: { display: 'grid', gap: '$2', padding: '$3', alignItems: 'normal', justifyContent: 'normal' } },
    /** A stacked row whose lines belong together (a name over its details): 4 px apart, not 8. */
    tight: { true: { gap: '$1' } },
  },
});
