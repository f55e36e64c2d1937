import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '@themes/stitches.config';
import { announce } from './announce';
import { nativeButtonProps, type NativeButtonProps } from './nativeButton';
import { pressableBase, pressableVariants } from './pressable';

export interface ButtonProps extends NativeButtonProps {
  children: ReactNode;
  /** Visual weight: one primary action per view. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Stretches to the container's width (mobile actions). */
  fullWidth?: boolean;
  /** The action is running: presses are ignored, a spinner shows and a focused button says so. */
  isPending?: boolean;
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Root = styled('button', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$targetComfortable',
  minWidth: '$targetComfortable',
  margin: 0,
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

/** While pending only focus, blur and hover handlers stay: a tooltip or a trigger still sees them. */
const KEPT_WHILE_PENDING = /^on(Focus|Blur|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out))/;

function withoutActions(props: NativeButtonProps): NativeButtonProps {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_PENDING.test(key)));
}

/**
 * The kit's button in the supplier's colours: a native `<button>`, so it works before the page's scripts
 * run. Inside a react-aria trigger (Dialog, Menu, Popover) the kit wraps it in react-aria's Pressable.
 */
export function Button({ children, variant = 'primary', size = 'md', fullWidth = false, isPending = false, ref, ...props }: ButtonProps) {
  const intl = useIntl();
  const pendingLabel = intl.formatMessage({ id: 'ui.button.pending', defaultMessage: 'Aguarde', description: 'Label of the spinner of a button whose action is in progress' });
  const own = useRef<HTMLButtonElement | null>(null);
  const wasPending = useRef(isPending);
  useEffect(() => {
    const button = own.current;
    if (wasPending.current !== isPending && button && button === document.activeElement) {
      announce(isPending ? pendingLabel : (button.getAttribute('aria-label') ?? button.textContent));
    }
    wasPending.current = isPending;
  }, [isPending, pendingLabel]);
  const native = nativeButtonProps(isPending ? withoutActions(props) : props);
  return (
    <Root
      {...native}
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
        return undefined;
      }}
      type={isPending && native.type === 'submit' ? 'button' : native.type}
      aria-disabled={isPending || props['aria-disabled'] || undefined}
      data-pending={isPending || undefined}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      data-variant={variant}
    >
      <Label hidden={isPending}>{children}</Label>
      {isPending ? <Spinner role="progressbar" aria-label={pendingLabel} /> : null}
    </Root>
  );
}
