import { styled } from '@themes/stitches.config';
import { icons, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  size?: 'sm' | 'md' | 'lg';
}

const Svg = styled('svg', {
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  variants: {
    size: {
      sm: { width: '$iconSm', height: '$iconSm' },
      md: { width: '$iconMd', height: '$iconMd' },
      lg: { width: '$iconLg', height: '$iconLg' },
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * A decorative icon in the current text colour. Always hidden from assistive technology:
 * the control around it carries the name (IconButton's `label`, a visible text).
 */
export function Icon({ name, size = 'md' }: IconProps) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" size={size} data-icon={name}>
      <path d={icons[name]} />
    </Svg>
  );
}
