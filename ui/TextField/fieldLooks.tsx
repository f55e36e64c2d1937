/**
 * The look and words every field of the kit shares, apart from react-aria: the native text field uses them
 * as they are, react-aria's fields (number, date, password, search) through ui/Field.
 */
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { CSS } from '@stitches/react';
import { styled, type config } from '@themes/stitches.config';
import { Icon } from '../Icon';

const messages = defineMessages<{ required: NoMessageValues }>({
  required: {
    id: 'ui.field.required',
    defaultMessage: '(obrigatório)',
    description: 'Hidden text read after the label of a required form field; sighted users see an asterisk',
  },
});

/** What a field's check found: whether it is invalid, and the rule's or the browser's error texts. */
interface FieldValidation {
  isInvalid: boolean;
  validationErrors: readonly string[];
}

/** The error text a field shows when invalid: fixed, or computed from its validation. */
export type FieldErrorMessage = string | ((validation: FieldValidation) => string);

/**
 * The column every text-like field shares: label, description, control, error. Packed at the top: in a
 * row beside a taller field (one showing its error), the box keeps its own height.
 */
export const fieldColumn = { display: 'grid', alignContent: 'start', gap: '$1', minWidth: 0, color: '$text' } satisfies CSS<typeof config>;

export const labelLook = {
  fontWeight: '$medium',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: { hidden: { true: { visuallyHidden: true } } },
} satisfies CSS<typeof config>;

export const descriptionLook = { display: 'block', fontSize: '$sm', color: '$textMuted' } satisfies CSS<typeof config>;

/** The browser's own checkbox or radio under a control the kit draws beside it: hidden on screen, still the one read and focused. */
export const hiddenInputLook = { visuallyHidden: true, margin: 0 } satisfies CSS<typeof config>;

/** Drawn by CSS so the symbol never reaches the accessible name; the hidden catalogue text does. */
const RequiredMarker = styled('span', {
  color: '$danger',
  marginInlineStart: '$1',
  '&::before': { content: '"*"' },
});

const Hidden = styled('span', { visuallyHidden: true });

/** The visible asterisk and the hidden "(obrigatório)" after a required field's label. */
export function RequiredMark() {
  const intl = useIntl();
  return (
    <>
      <RequiredMarker aria-hidden="true" />
      <Hidden> {intl.formatMessage(messages.required)}</Hidden>
    </>
  );
}

const ErrorText = styled('span', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$danger',
});

/** Keeps the icon on the first line of a wrapped error. */
const ErrorIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: 'calc(1em * $lineHeights$normal)',
});

/** The kit's "FormField errors" look: an icon, so the error is not told by colour alone, and the text. */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <ErrorIcon>
        <Icon name="error" size="sm" />
      </ErrorIcon>
      <span>{children}</span>
    </ErrorText>
  );
}
