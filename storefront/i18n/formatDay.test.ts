import { describe, expect, it } from 'vitest';
import { calendarDay } from './formatDay';

const day = (date: Date, timeZone: string) => new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

describe('calendarDay', () => {
  it.each(['UTC', 'America/Sao_Paulo', 'America/Rio_Branco', 'America/Noronha'])('reads as the same day in %s', (zone) => {
    expect(day(calendarDay('2026-11-30'), zone)).toBe('30/11/2026');
    expect(day(calendarDay('2027-01-01'), zone)).toBe('01/01/2027');
  });

  it('keeps the day of a date written with a time or a zone', () => {
    expect(day(calendarDay('2026-11-30T23:59:59-03:00'), 'UTC')).toBe('30/11/2026');
    expect(day(calendarDay('2026-11-30 00:00:00'), 'UTC')).toBe('30/11/2026');
  });
});
