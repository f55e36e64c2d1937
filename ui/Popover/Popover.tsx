import type { CSS } from '@stitches/react';
import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';
import { styled, type config } from '@themes/stitches.config';
import { PressTrigger } from '../Button/triggers';

/** The floating surface every overlay list of the kit shares (Menu, Select, Popover). */
export const PopoverSurface = styled(AriaPopover, {
  minWidth: 'max(var(--trigger-width), 12rem)',
  maxHeight: 'min(24rem, var(--visual-viewport-height))',
  overflowY: 'auto',
  padding: '$1',
  backgroundColor: '$background',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  boxShadow: '$md',
  outline: 'none',
});

/** A row of a list inside the surface (menu item, option), with react-aria's focus and disabled states. */
export const popoverItem = {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$controlSm',
  padding: '$2 $3',
  borderRadius: '$sm',
  color: '$text',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  '&[data-focused]': { backgroundColor: '$primarySubtle', color: '$primaryText' },
  '&[data-focus-visible]': { focusRing: 'inside' },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
} satisfies CSS<typeof config>;

export interface PopoverProps {
  /** The button that opens it. */
  trigger: ReactElement;
  /** Heading and accessible name of the popover dialog. */
  title: string;
  children: ReactNode;
  placement?: 'bottom' | 'bottom start' | 'bottom end' | 'top';
}

const Body = styled(Dialog, {
  display: 'grid',
  gap: '$2',
  padding: '$2',
  outline: 'none',
  '& h2': { margin: 0, fontSize: '$md' },
});

/** Extra detail next to its trigger (price tiers, delivery hours); Escape or a click outside closes it. */
export function Popover({ trigger, title, children, placement = 'bottom start' }: PopoverProps) {
  return (
    <DialogTrigger>
      <PressTrigger>{trigger}</PressTrigger>
      <PopoverSurface placement={placement}>
        <Body>
          <Heading slot="title" level={2}>
            {title}
          </Heading>
          {children}
        </Body>
      </PopoverSurface>
    </DialogTrigger>
  );
}
