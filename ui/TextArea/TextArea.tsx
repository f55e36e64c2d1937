import type { KeyboardEvent, ReactNode } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { FieldDescription, FieldLabel, FieldRoot } from '../Field';

export interface TextAreaProps {
  /** The visible label; also the box's accessible name. */
  label: ReactNode;
  /** Help under the label: what goes in, what a key does. */
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The box's starting height in lines; the shopper can make it taller. */
  rows?: number;
  /** An example of the format (newlines allowed), never a replacement for the label. */
  placeholder?: string;
  isDisabled?: boolean;
  /** Off for codes and quantities, where a red underline only distracts. */
  spellCheck?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

const Box = styled(AriaTextArea, {
  width: '100%',
  minHeight: '$controlLg',
  margin: 0,
  padding: '$2 $3',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  color: '$text',
  font: 'inherit',
  fontSize: '$md',
  resize: 'vertical',
  outline: 'none',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&[data-hovered]': { borderColor: '$text' },
  '&[data-focus-visible], &:focus': { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: '$surface' },
});

/** Several lines of text with their label and help (a chat message, a pasted order). */
export function TextArea({ label, description, value, onChange, isDisabled, rows = 3, placeholder, spellCheck, onKeyDown }: TextAreaProps) {
  return (
    <FieldRoot value={value} onChange={onChange} isDisabled={isDisabled}>
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Box rows={rows} placeholder={placeholder} spellCheck={spellCheck} onKeyDown={onKeyDown} />
    </FieldRoot>
  );
}
