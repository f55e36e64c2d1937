import type { ReactNode } from 'react';
import { styled } from '@themes/stitches.config';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

export interface BadgeProps {
  /** A short status word ("Novo", "Esgotado", "Em promoção"), already translated. */
  children: ReactNode;
  /**
   * The colour of the status. Colour only adds emphasis: the text must carry the meaning on its own.
   * `brand` is the supplier's primary colour (offers); the status tones keep the kit's colours on any theme.
   */
  tone?: BadgeTone;
}

const Root = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  paddingBlock: 0,
  paddingInline: '$2',
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$bold',
  lineHeight: '$normal',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  // Status tones are text on the page colour with a border of the same hue: 4.5:1 on white (and on $surface).
  variants: {
    tone: {
      neutral: { backgroundColor: '$surface', color: '$text', borderColor: '$borderSubtle' },
      info: { backgroundColor: '$primarySubtle', color: '$primaryText', borderColor: '$primaryBorder' },
      success: { backgroundColor: '$background', color: '$success', borderColor: '$success' },
      warning: { backgroundColor: '$background', color: '$warning', borderColor: '$warning' },
      danger: { backgroundColor: '$background', color: '$danger', borderColor: '$danger' },
      brand: { backgroundColor: '$primary', color: '$onPrimary', borderColor: '$primary' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** A small, non-interactive status label (stock, novelty, offer) that reads as part of the text around it. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return (
    <Root tone={tone} data-tone={tone}>
      {children}
    </Root>
  );
}
