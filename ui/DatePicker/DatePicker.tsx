import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { quietIconPressable } from '../Button/pressable';
import { Calendar } from '../Calendar';
import { Icon } from '../Icon';
import { PopoverSurface } from '../Popover';
import { FieldLabel } from '../Field/fieldParts';
import { FieldDescription, FieldError, type FieldErrorMessage } from '../Field/fieldTexts';
import { fieldBox } from '../TextField/inputLook';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'render' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}

const root = css({ display: 'grid', gap: '$1', minWidth: 0, color: '$text' });

/** Looks like the kit's text box; the date is typed segment by segment (dd/mm/aaaa) or picked. */
const Box = styled(Group, {
  display: 'flex',
  alignItems: 'center',
  width: 'fit-content',
  minWidth: '12rem',
  maxWidth: '100%',
  minHeight: '$targetComfortable',
  paddingInlineStart: '$3',
  paddingInlineEnd: '$1',
  ...fieldBox,
  '&[data-focus-within]': { focusRing: 'outside' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: '$surface' },
});

const input = css({ display: 'flex', flex: 1, fontVariantNumeric: 'tabular-nums' });

const segment = css({
  paddingInline: '$hairline',
  borderRadius: '$sm',
  outline: 'none',
  '&[data-placeholder]': { color: '$textMuted' },
  '&[data-type="literal"]': { color: '$textMuted' },
  '&[data-focused]': { backgroundColor: '$primary', color: '$onPrimary' },
});

const Trigger = styled(AriaButton, { ...quietIconPressable, width: '$controlSm', height: '$controlSm', marginInlineStart: '$2' });

const Sheet = styled(Dialog, { padding: '$3', outline: 'none' });

/**
 * A date field with its calendar (delivery scheduling): the date can be typed (arrows change each
 * part) or chosen in the calendar, which opens under the field and returns focus when closed.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, ...props }: DatePickerProps<T>) {
  return (
    <AriaDatePicker<T> {...props} className={root()}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Box>
        <DateInput className={input()}>{(part) => <DateSegment segment={part} className={segment()} />}</DateInput>
        {/* react-aria names it ("Calendário") in the app's locale. */}
        <Trigger>
          <Icon name="calendar" />
        </Trigger>
      </Box>
      <FieldError>{errorMessage}</FieldError>
      <PopoverSurface placement="bottom start">
        <Sheet>
          <Calendar />
        </Sheet>
      </PopoverSurface>
    </AriaDatePicker>
  );
}
