import { useEffect, useId, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '@themes/stitches.config';
import { dropOrphanNotes, watchLiveNotes } from './liveNotes';
import { pressableBase, pressableVariants } from './pressable';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** Visual weight: one primary action per view. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Stretches to the container's width (mobile actions). */
  fullWidth?: boolean;
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Root = styled(AriaButton, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$targetComfortable',
  minWidth: '$targetComfortable',
  paddingInline: '$4',
  ...pressableBase,
  fontFamily: 'inherit',
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$tight',
  '&[data-pending]': { cursor: 'progress' },
  variants: {
    variant: pressableVariants,
    size: {
      sm: { minHeight: '$controlSm', minWidth: '$controlSm', paddingInline: '$3', fontSize: '$sm' },
      md: {},
      lg: { minHeight: '$controlLg', paddingInline: '$5', fontSize: '$lg' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** The label keeps its place (and the accessible name) while pending, so the width never changes. */
const Label = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  variants: { hidden: { true: { opacity: 0 } } },
});

const Spinner = styled('span', {
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  border: '$borderWidths$medium solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '$pill',
  animation: `${spin()} 700ms linear infinite`,
});

/** An accessible button (react-aria) in the supplier's colours; `isPending` announces progress. */
export function Button({ children, variant = 'primary', size = 'md', fullWidth = false, isPending, id, ...props }: ButtonProps) {
  const intl = useIntl();
  const ownId = useId();
  const buttonId = id ?? ownId;
  useEffect(() => {
    watchLiveNotes();
    return () => dropOrphanNotes();
  }, [buttonId]);
  return (
    <Root {...props} id={buttonId} isPending={isPending} variant={variant} size={size} fullWidth={fullWidth} data-variant={variant}>
      <Label hidden={Boolean(isPending)}>{children}</Label>
      {isPending ? (
        <Spinner
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'ui.button.pending', defaultMessage: 'Aguarde', description: 'Label of the spinner of a button whose action is in progress' })}
        />
      ) : null}
    </Root>
  );
}
