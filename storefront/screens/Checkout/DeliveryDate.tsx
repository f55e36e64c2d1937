import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker } from '@ui/DatePicker';

export interface DeliveryDateProps {
  label: string;
  description: string;
  /** The `agendamento` dates of the chosen option (yyyy-mm-dd). */
  available: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
}

/** spec 3 "Delivery option": only the dates the option schedules can be chosen. */
export function DeliveryDate({ label, description, available, value, onChange }: DeliveryDateProps) {
  const dates = [...available].sort();
  const allowed = new Set(dates);
  const first = dates[0];
  const last = dates.at(-1);
  return (
    <DatePicker<CalendarDate>
      label={label}
      description={description}
      value={value && allowed.has(value) ? parseDate(value) : null}
      minValue={first ? parseDate(first) : undefined}
      maxValue={last ? parseDate(last) : undefined}
      isDateUnavailable={(d) => !allowed.has(d.toString())}
      onChange={(d) => {
        if (d) onChange(d.toString());
      }}
    />
  );
}
