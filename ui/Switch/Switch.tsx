import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { FieldDescription } from '../TextField/fieldTexts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style' | 'render' | 'isInvalid' | 'isRequired' | 'validate' | 'validationBehavior'> {
  /** The label, beside the track; the whole line is the click target. */
  children: ReactNode;
  /** A second line under the label (what turning it on does). */
  description?: ReactNode;
}

const Root = styled(SwitchField, {
  display: 'grid',
  gap: '$1',
  color: '$text',
  '& > :not(label)': { paddingInlineStart: 'calc($sizes$targetComfortable + $space$3)' },
});

/** 44 x 24: the thumb travels the track's width minus its height. */
const Track = styled('span', {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  width: '$targetComfortable',
  height: '$iconLg',
  padding: '$borderWidths$medium',
  border: '$borderWidths$medium solid $border',
  borderRadius: '$pill',
  backgroundColor: '$background',
  transition: 'background-color $fast, border-color $fast',
});

const Thumb = styled('span', {
  width: '$iconSm',
  height: '$iconSm',
  borderRadius: '$pill',
  backgroundColor: '$border',
  transition: 'transform $fast, background-color $fast',
});

const Button = styled(SwitchButton, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minHeight: '$target',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  [`&[data-hovered] ${Track.selector}`]: { borderColor: '$text' },
  [`&[data-selected] ${Track.selector}`]: { backgroundColor: '$primary', borderColor: '$primaryBorder' },
  [`&[data-selected] ${Thumb.selector}`]: {
    backgroundColor: '$onPrimary',
    transform: 'translateX(calc($sizes$targetComfortable - $sizes$iconLg))',
  },
  [`&[data-focus-visible] ${Track.selector}`]: { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '&[data-readonly]': { cursor: 'default' },
});

/** Keeps the track on the first line of a label that wraps. */
const TrackSlot = styled('span', {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'max($sizes$target, calc(1em * $lineHeights$normal))',
});

const LabelText = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$target',
});

/** A setting that takes effect at once when flipped (notifications, "mostrar só promoções"); Space flips it. */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Button>
        <TrackSlot aria-hidden="true">
          <Track>
            <Thumb />
          </Track>
        </TrackSlot>
        <LabelText>{children}</LabelText>
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
    </Root>
  );
}
