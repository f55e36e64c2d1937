import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { quietIconPressable } from '../Button/pressable';
import { Icon } from '../Icon';

export interface CalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, 'className' | 'style' | 'render' | 'children'> {
  /** Shown under the grid while the chosen date is invalid (for example, no delivery that day). */
  errorMessage?: string;
}

const root = css({
  display: 'grid',
  gap: '$2',
  width: '100%',
  maxWidth: 'calc(7 * $sizes$targetComfortable)',
  color: '$text',
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  // "novembro de 2026" as a title: only the first letter goes up ("Novembro de 2026", not "Novembro De 2026").
  '& h2': { margin: 0, fontSize: '$md', fontWeight: '$bold', textAlign: 'center', '&::first-letter': { textTransform: 'uppercase' } },
});

const Nav = styled(AriaButton, {
  ...quietIconPressable,
  width: '$targetComfortable',
  height: '$targetComfortable',
  borderRadius: '$md',
  '&[data-focus-visible]': { focusRing: 'outside' },
});

const grid = css({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  '& th': { paddingBlock: '$1', fontSize: '$xs', fontWeight: '$medium', color: '$textMuted', textTransform: 'uppercase' },
  '& td': { padding: '$hairline' },
});

/** Square cells that shrink with the screen but never under the 24 px target. */
const cell = css({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  minWidth: '$target',
  minHeight: '$target',
  borderRadius: '$pill',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  '&[data-outside-month]': { visibility: 'hidden' },
  '&[data-hovered]': { backgroundColor: '$primarySubtle' },
  '&[data-focus-visible]': { focusRing: 'outside' },
  // Today is ringed, not filled, so it never looks chosen.
  '&[data-today]': { boxShadow: 'inset 0 0 0 $borderWidths$thin $colors$border', fontWeight: '$bold' },
  '&[data-selected]': { backgroundColor: '$primary', color: '$onPrimary', fontWeight: '$bold' },
  // Days with no delivery are struck through as well as muted, so colour is not the only sign.
  '&[data-unavailable], &[data-disabled]': { color: '$textMuted', textDecoration: 'line-through', cursor: 'not-allowed', backgroundColor: 'transparent' },
  '&[data-invalid][data-selected]': { backgroundColor: '$danger', color: '$onDanger' },
});

const ErrorText = styled(Text, { fontSize: '$sm', fontWeight: '$medium', color: '$danger' });

/**
 * A month grid (react-aria): arrows move by day and week, Page Up/Down by month, Enter chooses; month
 * and weekday names come from the pt-BR locale. For delivery scheduling, pass the days with no slot as unavailable.
 */
export function Calendar<T extends DateValue>({ errorMessage, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar<T> {...props} className={root()}>
      <Header>
        <Nav slot="previous">
          <Icon name="chevronLeft" />
        </Nav>
        <Heading level={2} />
        <Nav slot="next">
          <Icon name="chevronRight" />
        </Nav>
      </Header>
      <CalendarGrid className={grid()} weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell()} />}</CalendarGridBody>
      </CalendarGrid>
      {errorMessage ? <ErrorText slot="errorMessage">{errorMessage}</ErrorText> : null}
    </AriaCalendar>
  );
}
