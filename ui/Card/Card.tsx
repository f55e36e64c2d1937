import type { ReactNode } from 'react';
import { styled } from '@themes/stitches.config';

export interface CardProps {
  children: ReactNode;
  /** `raised` lifts the card with a shadow; `outlined` only draws the border. */
  appearance?: 'outlined' | 'raised';
  /** `section` makes it a region; the heading inside must then be passed as `labelledBy`. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Id of the heading that names the card (for `article` and `section`). */
  labelledBy?: string;
}

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: '$background',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  overflow: 'hidden',
  variants: { appearance: { outlined: {}, raised: { boxShadow: '$md', borderColor: 'transparent' } } },
});

const Header = styled('div', { padding: '$4 $4 0', '& h2, & h3': { margin: 0, fontSize: '$lg', lineHeight: '$tight' } });
const Body = styled('div', { flex: 1, padding: '$4' });
const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: '$3 $4',
  borderTop: '$borderWidths$thin solid $borderSubtle',
  backgroundColor: '$surface',
});

/** A surface grouping related content (an order, an address, a payment method). Compound: Card.Header/Body/Footer. */
export function Card({ children, appearance = 'outlined', as = 'div', labelledBy }: CardProps) {
  return (
    <Root as={as} appearance={appearance} aria-labelledby={labelledBy}>
      {children}
    </Root>
  );
}

Card.Header = Header;
Card.Body = Body;
Card.Footer = Footer;
