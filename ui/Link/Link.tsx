import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { focusVisible, styled } from '@themes/stitches.config';

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /**
   * `button` looks like a secondary button, for navigation that reads as an action; `primary` like the
   * view's one primary action (the cart's "Finalizar pedido").
   */
  appearance?: 'inline' | 'button' | 'primary';
  /** Stretches to the container's width (panel footers, mobile actions). */
  fullWidth?: boolean;
}

const Root = styled(AriaLink, {
  color: '$primaryText',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { textDecorationThickness: '$borderWidths$medium' },
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
        '&[data-hovered]': { backgroundColor: '$primarySubtle' },
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
        '&[data-hovered]': { backgroundColor: '$primaryHover' },
        '&[data-pressed]': { backgroundColor: '$primaryPressed' },
      },
    },
    fullWidth: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { appearance: 'inline' },
});

/** An accessible link (react-aria); the app's router handles `href` through RouterProvider. */
export function Link({ children, appearance = 'inline', fullWidth = false, ...props }: LinkProps) {
  return (
    <Root {...props} appearance={appearance} fullWidth={fullWidth}>
      {children}
    </Root>
  );
}
