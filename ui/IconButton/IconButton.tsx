import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { Icon, type IconName } from '../Icon';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label'> {
  icon: IconName;
  /** The accessible name: what the button does ("Fechar", "Abrir menu"). Required, there is no visible text. */
  label: string;
  variant?: 'ghost' | 'primary' | 'secondary';
  /** `sm` is 32 px, above the 24 px minimum target; `md` is the comfortable 44 px. */
  size?: 'sm' | 'md';
}

const Root = styled(AriaButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  padding: 0,
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$md',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast',
  '&[data-focus-visible]': { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: '$text',
        '&[data-hovered]': { backgroundColor: '$surface' },
        '&[data-pressed]': { backgroundColor: '$borderSubtle' },
      },
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&[data-hovered]': { backgroundColor: '$primaryHover' },
        '&[data-pressed]': { backgroundColor: '$primaryPressed' },
      },
      secondary: {
        backgroundColor: '$background',
        color: '$primaryText',
        borderColor: '$primaryBorder',
        '&[data-hovered]': { backgroundColor: '$primarySubtle' },
        '&[data-pressed]': { backgroundColor: '$borderSubtle' },
      },
    },
    size: {
      sm: { width: '$controlSm', height: '$controlSm' },
      md: { width: '$targetComfortable', height: '$targetComfortable' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

/** A button whose only content is an icon; its name is required so it is never announced as "button". */
export function IconButton({ icon, label, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  return (
    <Root {...props} aria-label={label} variant={variant} size={size} data-variant={variant}>
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </Root>
  );
}
