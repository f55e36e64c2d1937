import { useId, type MouseEvent, type ReactNode } from 'react';
import { styled } from '@themes/stitches.config';
import { descriptionLook, hiddenInputLook } from '../TextField/fieldLooks';

export interface SwitchProps {
  /** The label, beside the track; the whole line is the click target. */
  children: ReactNode;
  /** A second line under the label (what turning it on does). */
  description?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Shown and focusable, but the shopper cannot flip it (a setting the supplier fixed). */
  isReadOnly?: boolean;
  name?: string;
  value?: string;
  id?: string;
}

const Root = styled('div', {
  display: 'grid',
  gap: '$1',
  color: '$text',
});

/** Hidden on screen; the browser's own checkbox keeps Space, the form value and the accessible state. */
const Input = styled('input', hiddenInputLook);

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

/** Keeps the track on the first line of a label that wraps. */
const TrackSlot = styled('span', {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'max($sizes$target, calc(1em * $lineHeights$normal))',
});

const Line = styled('label', {
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minHeight: '$target',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '@hover': { [`&:hover ${Track.selector}`]: { borderColor: '$text' } },
  [`& input:checked + ${TrackSlot.selector} ${Track.selector}`]: { backgroundColor: '$primary', borderColor: '$primaryBorder' },
  [`& input:checked + ${TrackSlot.selector} ${Thumb.selector}`]: {
    backgroundColor: '$onPrimary',
    transform: 'translateX(calc($sizes$targetComfortable - $sizes$iconLg))',
  },
  [`& input:focus-visible + ${TrackSlot.selector} ${Track.selector}`]: { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '&[data-readonly]': { cursor: 'default' },
});

const LabelText = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$target',
});

const Description = styled('span', { ...descriptionLook, paddingInlineStart: 'calc($sizes$targetComfortable + $space$3)' });

/**
 * A setting that takes effect at once when flipped (notifications, "mostrar só promoções"); Space flips it.
 * A native checkbox with the switch role: it works before the page's scripts run and costs no library.
 */
export function Switch({ children, description, isSelected, defaultSelected, onChange, isDisabled = false, isReadOnly = false, id, ...props }: SwitchProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = `${inputId}-description`;
  // A click still flips a native checkbox's `checked` while it runs; cancelling it puts the box back.
  const keepState = (event: MouseEvent<HTMLInputElement>) => {
    if (isReadOnly) event.preventDefault();
  };
  return (
    <Root>
      <Line data-disabled={isDisabled || undefined} data-readonly={isReadOnly || undefined}>
        <Input
          {...props}
          id={inputId}
          type="checkbox"
          role="switch"
          {...(isSelected === undefined ? { defaultChecked: defaultSelected } : { checked: isSelected })}
          disabled={isDisabled}
          aria-readonly={isReadOnly || undefined}
          aria-describedby={description ? descriptionId : undefined}
          onClick={keepState}
          onChange={(event) => {
            if (!isReadOnly) onChange?.(event.currentTarget.checked);
          }}
        />
        <TrackSlot aria-hidden="true">
          <Track>
            <Thumb />
          </Track>
        </TrackSlot>
        <LabelText>{children}</LabelText>
      </Line>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
    </Root>
  );
}
