import { styled } from '@themes/stitches.config';

/** Products one under the other, each a bordered row: its text, then its action. */
export const Line = styled('li', {
  display: 'grid',
  gap: '$2',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
});
export const Name = styled('p', { fontWeight: '$medium', overflowWrap: 'anywhere' });
