import { describe, expect, it } from 'vitest';
import {
  daysFromDue,
  digitableDigits,
  formatDigitableLine,
  sortTitles,
  titleStatus,
  totalsByStatus,
  type TitleLike,
} from './invoices';

const TODAY = '2026-11-24';
const title = (vencimento: string, status: TitleLike['status'], valor = 100): TitleLike & { id: string } => ({ id: `${status}-${vencimento}`, vencimento, valor, status });

/** Banco do Brasil's published example line (FEBRABAN layout). */
const BB_EXAMPLE = '00190500954014481606906809350314337370000000100';

describe('spec 2: the status and the days of a title, against today', () => {
  it.each([
    ['paid, whatever the date', title('2026-11-01', 'PAGA'), 'paid', 23],
    ['called overdue by the platform', title('2026-11-10', 'VENCIDA'), 'overdue', 14],
    ['called overdue with a later date (the platform knows)', title('2026-11-30', 'VENCIDA'), 'overdue', 6],
    ['upcoming by the platform, but its date has passed', title('2026-11-23', 'A_VENCER'), 'overdue', 1],
    ['due today', title('2026-11-24', 'A_VENCER'), 'dueToday', 0],
    ['upcoming', title('2026-12-01T00:00:00Z', 'A_VENCER'), 'upcoming', 7],
  ] as const)('%s', (_, t, status, days) => {
    expect(titleStatus(t, TODAY)).toBe(status);
    expect(daysFromDue(t, TODAY)).toBe(days);
  });

  it('counts calendar days across months and years', () => {
    expect(daysFromDue({ vencimento: '2027-01-01' }, '2026-12-31')).toBe(1);
    expect(daysFromDue({ vencimento: '2026-02-01' }, '2026-03-01')).toBe(28);
  });
});

describe('totals and order of the list', () => {
  const titles = [
    title('2026-12-10', 'A_VENCER', 10.1),
    title('2026-10-01', 'PAGA', 50),
    title('2026-11-20', 'VENCIDA', 0.2),
    title('2026-11-24', 'A_VENCER', 30),
    title('2026-11-01', 'VENCIDA', 0.1),
    title('2026-11-01', 'PAGA', 20),
    title('2026-11-30', 'A_VENCER', 5),
  ];

  it('sums each status in cents', () => {
    expect(totalsByStatus(titles, TODAY)).toEqual({
      overdue: { count: 2, cents: 30 },
      dueToday: { count: 1, cents: 3000 },
      upcoming: { count: 2, cents: 1510 },
      paid: { count: 2, cents: 7000 },
    });
    expect(totalsByStatus([], TODAY).overdue).toEqual({ count: 0, cents: 0 });
  });

  it('puts the overdue first (oldest on top), then by due date, the paid last (latest first)', () => {
    expect(sortTitles(titles, TODAY).map((t) => t.id)).toEqual([
      'VENCIDA-2026-11-01',
      'VENCIDA-2026-11-20',
      'A_VENCER-2026-11-24',
      'A_VENCER-2026-11-30',
      'A_VENCER-2026-12-10',
      'PAGA-2026-11-01',
      'PAGA-2026-10-01',
    ]);
    expect(titles[0]?.id).toBe('A_VENCER-2026-12-10');
  });
});

describe("the boleto's digitable line", () => {
  it.each([
    ['47 digits, as banks print them', BB_EXAMPLE, '00190.50095 40144.816069 06809.350314 3 37370000000100'],
    ['47 digits already punctuated', '00190.50095 40144.816069 06809.350314 3 37370000000100', '00190.50095 40144.816069 06809.350314 3 37370000000100'],
    ['48 digits of a utility slip', '836200000005667800481000180975657313001589636081', '83620000000-5 66780048100-0 18097565731-3 00158963608-1'],
    ['anything else, as it came', '  1234 5678 ', '1234 5678'],
  ])('%s', (_, line, shown) => {
    expect(formatDigitableLine(line)).toBe(shown);
  });

  it('copies the digits only', () => {
    expect(digitableDigits('00190.50095 40144.816069 06809.350314 3 37370000000100')).toBe(BB_EXAMPLE);
  });
});
