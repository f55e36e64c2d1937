import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { FieldDescription, FieldError, type FieldErrorMessage } from '../Field/fieldTexts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The label, beside the box; the whole line is the click target. */
  children: ReactNode;
  /** A second line under the label (what accepting implies). */
  description?: ReactNode;
  /** Shown under the label while the checkbox is invalid (a required consent left unchecked). */
  errorMessage?: FieldErrorMessage;
}

const Root = styled(CheckboxField, {
  display: 'grid',
  gap: '$1',
  color: '$text',
  // Help and error line up with the label text, not with the box.
  '& > :not(label)': { paddingInlineStart: 'calc($sizes$iconMd + $space$3)' },
});

const Box = styled('span', {
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '$iconMd',
  height: '$iconMd',
  borderRadius: '$sm',
  border: '$borderWidths$medium solid $border',
  backgroundColor: '$background',
  color: '$onPrimary',
  transition: 'background-color $fast, border-color $fast',
});

/** Keeps the box on the first line of a label that wraps. */
const BoxSlot = styled('span', {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  height: 'calc(1em * $lineHeights$normal)',
});

const Button = styled(CheckboxButton, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minHeight: '$target',
  paddingBlock: '$hairline',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  [`&[data-hovered] ${Box.selector}`]: { borderColor: '$text' },
  [`&[data-selected] ${Box.selector}, &[data-indeterminate] ${Box.selector}`]: { backgroundColor: '$primary', borderColor: '$primaryBorder' },
  [`&[data-invalid] ${Box.selector}`]: { borderColor: '$danger' },
  [`&[data-focus-visible] ${Box.selector}`]: { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '&[data-readonly]': { cursor: 'default' },
});

/** A yes/no choice with its own label (terms, "lembrar de mim", a filter); Space toggles it. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      <Button>
        {({ isSelected, isIndeterminate }) => (
          <>
            <BoxSlot>
              <Box aria-hidden="true">
                {isIndeterminate ? <Icon name="minus" size="sm" /> : isSelected ? <Icon name="check" size="sm" /> : null}
              </Box>
            </BoxSlot>
            <span>{children}</span>
          </>
        )}
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </Root>
  );
}
