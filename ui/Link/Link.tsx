import type { ReactNode } from 'react';
import { focusVisible, styled } from '@themes/stitches.config';
import { pressStates } from '../Button/pressable';
import { Anchor, type AnchorProps } from './Anchor';

export interface LinkProps extends AnchorProps {
  children: ReactNode;
  /**
   * `button` looks like a secondary button, for navigation that reads as an action; `primary` like the
   * view's one primary action (the cart's "Finalizar pedido").
   */
  appearance?: 'inline' | 'button' | 'primary';
  /** Stretches to the container's width (panel footers, mobile actions). */
  fullWidth?: boolean;
}

const Root = styled(Anchor, {
  color: '$primaryText',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  cursor: 'pointer',
  outline: 'none',
  '@hover': { '&:hover': { textDecorationThickness: '$borderWidths$medium' } },
  [focusVisible]: { focusRing: 'outside' },
  variants: {
    appearance: {
      inline: { display: 'inline-block', minHeight: '$target' },
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '$targetComfortable',
        paddingInline: '$4',
        border: '$borderWidths$thin solid $primaryText',
        borderRadius: '$md',
        fontWeight: '$medium',
        textDecoration: 'none',
        // Its own white ground and the checked "subtle" hover: the link colour keeps 4.5:1 on any section.
        backgroundColor: '$background',
        '@hover': { '&:hover': { backgroundColor: '$primarySubtle' } },
      },
      primary: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '$targetComfortable',
        paddingInline: '$4',
        border: '$borderWidths$thin solid $primary',
        borderRadius: '$md',
        fontWeight: '$medium',
        textDecoration: 'none',
        color: '$onPrimary',
        backgroundColor: '$primary',
        ...pressStates({ backgroundColor: '$primaryHover' }, { backgroundColor: '$primaryPressed' }),
      },
    },
    fullWidth: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { appearance: 'inline' },
});

/** The kit's link: a native `<a>` in the supplier's colours; the app's router takes its plain clicks (LinkRouterProvider). */
export function Link({ children, appearance = 'inline', fullWidth = false, ...props }: LinkProps) {
  return (
    <Root {...props} appearance={appearance} fullWidth={fullWidth}>
      {children}
    </Root>
  );
}
