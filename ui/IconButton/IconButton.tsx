import { styled } from '@themes/stitches.config';
import { nativeButtonProps, type NativeButtonProps } from '../Button/nativeButton';
import { pressableBase, pressableVariants } from '../Button/pressable';
import { Icon, type IconName } from '../Icon';

export interface IconButtonProps extends Omit<NativeButtonProps, 'aria-label'> {
  icon: IconName;
  /** The accessible name: what the button does ("Fechar", "Abrir menu"). Required, there is no visible text. */
  label: string;
  variant?: 'ghost' | 'primary' | 'secondary';
  /** `sm` is 32 px, above the 24 px minimum target; `md` is the comfortable 44 px. */
  size?: 'sm' | 'md';
}

const Root = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  margin: 0,
  padding: 0,
  ...pressableBase,
  variants: {
    variant: { ...pressableVariants, ghost: { ...pressableVariants.ghost, color: '$text' } },
    size: {
      sm: { width: '$controlSm', height: '$controlSm' },
      md: { width: '$targetComfortable', height: '$targetComfortable' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

/** A native button whose only content is an icon; its name is required so it is never announced as "button". */
export function IconButton({ icon, label, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  return (
    <Root {...nativeButtonProps(props)} aria-label={label} variant={variant} size={size} data-variant={variant}>
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </Root>
  );
}
