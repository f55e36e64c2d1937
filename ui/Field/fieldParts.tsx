import type { ReactNode } from 'react';
import { Input as AriaInput, Label as AriaLabel, TextField as AriaTextField } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { fieldColumn, labelLook, RequiredMark } from '../TextField/fieldLooks';
import { inputLook } from '../TextField/inputLook';

/** The column every text-like field shares: label, description, control, error. */
export const FieldRoot = styled(AriaTextField, fieldColumn);

const LabelText = styled(AriaLabel, labelLook);

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the visible asterisk and the hidden "(obrigatório)" for screen readers. */
  isRequired?: boolean;
  /** Read by screen readers but not shown, where the field explains itself (the header search). */
  isHidden?: boolean;
}

/** A field's visible label; react-aria ties it to the control it sits in. */
export function FieldLabel({ children, isRequired = false, isHidden = false }: FieldLabelProps) {
  return (
    <LabelText hidden={isHidden}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </LabelText>
  );
}

/** The bordered text box of the kit's fields (16 px text, so phones do not zoom in). */
export const FieldInput = styled(AriaInput, {
  ...inputLook,
  '&[data-focused]': { focusRing: 'outside' },
  '&[readonly]': { backgroundColor: '$surface', borderStyle: 'dashed' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: '$surface' },
});
