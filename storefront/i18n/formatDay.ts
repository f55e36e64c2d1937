import { useIntl, type FormatDateOptions } from 'react-intl';

/**
 * A calendar day the platform writes as `YYYY-MM-DD` (a delivery day, a due date, a subscription's next
 * delivery) as a moment: noon UTC of that day, which reads as that same day in UTC and in every Brazilian
 * time zone. Anything after the date (a time, a zone) is not part of the day and is dropped.
 */
export function calendarDay(date: string): Date {
  return new Date(`${date.slice(0, 10)}T12:00:00Z`);
}

/** How a day is written unless a place asks otherwise: `30/11/2026`. */
const NUMERIC_DAY: FormatDateOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * Formats a calendar day (`YYYY-MM-DD`) in UTC, so neither the server's time zone nor the shopper's moves it
 * a day, and a server's page and its hydration write the same date.
 */
export function useFormatDay(): (date: string, options?: FormatDateOptions) => string {
  const intl = useIntl();
  return (date, options = NUMERIC_DAY) => intl.formatDate(calendarDay(date), { ...options, timeZone: 'UTC' });
}
