import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { FocusTrigger } from '../Button/triggers';

export interface TooltipProps {
  /** The kit's Button or IconButton the tip describes. */
  children: ReactElement;
  content: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delay?: number;
}

const Tip = styled(AriaTooltip, {
  maxWidth: '$prose',
  padding: '$1 $2',
  borderRadius: '$sm',
  backgroundColor: '$text',
  color: '$background',
  fontSize: '$sm',
  boxShadow: '$sm',
  zIndex: '$toast',
});

/** A short hint on hover and focus (what an icon does); never the only place for needed information. */
export function Tooltip({ children, content, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      <FocusTrigger>{children}</FocusTrigger>
      <Tip placement={placement} offset={6}>
        {content}
      </Tip>
    </TooltipTrigger>
  );
}
