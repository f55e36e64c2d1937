import type { ReactNode } from 'react';
import { Input as AriaInput, Label as AriaLabel, TextField as AriaTextField } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { inputLook } from './inputLook';

const messages = defineMessages<{ required: NoMessageValues }>({
  required: {
    id: 'ui.field.required',
    defaultMessage: '(obrigatório)',
    description: 'Hidden text read after the label of a required form field; sighted users see an asterisk',
  },
});

/** The column every text-like field shares: label, description, control, error. */
export const FieldRoot = styled(AriaTextField, {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  color: '$text',
});

const LabelText = styled(AriaLabel, {
  fontWeight: '$medium',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: { hidden: { true: { visuallyHidden: true } } },
});

/** Drawn by CSS so the symbol never reaches the accessible name; the hidden catalogue text does. */
const RequiredMarker = styled('span', {
  color: '$danger',
  marginInlineStart: '$1',
  '&::before': { content: '"*"' },
});

const Hidden = styled('span', { visuallyHidden: true });

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the visible asterisk and the hidden "(obrigatório)" for screen readers. */
  isRequired?: boolean;
  /** Read by screen readers but not shown, where the field explains itself (the header search). */
  isHidden?: boolean;
}

/** A field's visible label; react-aria ties it to the control it sits in. */
export function FieldLabel({ children, isRequired = false, isHidden = false }: FieldLabelProps) {
  const intl = useIntl();
  return (
    <LabelText hidden={isHidden}>
      {children}
      {isRequired ? (
        <>
          <RequiredMarker aria-hidden="true" />
          <Hidden> {intl.formatMessage(messages.required)}</Hidden>
        </>
      ) : null}
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
