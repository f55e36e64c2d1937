import type { ReactNode } from 'react';
import { styled } from '@themes/stitches.config';

const Banner = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$6 $5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  borderLeft: '$borderWidths$heavy solid $primary',
  '& h1': { margin: 0, fontSize: '$xl', lineHeight: '$tight', '@md': { fontSize: '$xxl' } },
  '& p': { margin: 0, color: '$textMuted', maxWidth: '$prose' },
});

/** The welcome at the top of the supplier's home: its words, its description and the way into the catalogue. */
export function HomeHero({ welcome, description, action }: { welcome: ReactNode; description: ReactNode; action: ReactNode }) {
  return (
    <Banner aria-labelledby="boas-vindas">
      <h1 id="boas-vindas">{welcome}</h1>
      <p>{description}</p>
      <div>{action}</div>
    </Banner>
  );
}
