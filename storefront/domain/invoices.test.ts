import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeCheckDigit,
  buildDigitableLine,
  daysBetween,
  daysFromDue,
  digitableDigits,
  dueDateFactor,
  formatDigitableLine,
  isDigitableLineValid,
  mod10,
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
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
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

  it("checks the published example and refuses a changed digit, a wrong general digit and a short line", () => {
    expect(isDigitableLineValid(BB_EXAMPLE)).toBe(true);
    expect(isDigitableLineValid(`${BB_EXAMPLE.slice(0, 12)}9${BB_EXAMPLE.slice(13)}`)).toBe(false);
    expect(isDigitableLineValid(`${BB_EXAMPLE.slice(0, 32)}4${BB_EXAMPLE.slice(33)}`)).toBe(false);
    expect(isDigitableLineValid(BB_EXAMPLE.slice(1))).toBe(false);
  });

  it.each([
    ['001905009', 5],
    ['4014481606', 9],
    ['0', 0],
  ])('modulo 10 of %s is %i', (digits, dv) => {
    expect(mod10(digits)).toBe(dv);
  });

  it.each([
    // 5x2 + 4x3 = 22: 11 - 0 = 11 -> 1; 3x2 + 2x3 = 12: 11 - 1 = 10 -> 1; 1x2 = 2: 9.
    ['45', 1],
    ['23', 1],
    ['1', 9],
  ])('the general check digit of %s is %i', (digits, dv) => {
    expect(barcodeCheckDigit(digits)).toBe(dv);
  });

  it('counts the due-date factor from 1997-10-07, restarting at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
  });

  it('builds lines that hold together and carry the amount and due date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.stringMatching(/^\d{1,30}$/),
        (cents, day, free) => {
          const vencimento = new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const line = buildDigitableLine({ bank: '341', vencimento, valor: cents / 100, freeField: free });
          expect(line).toHaveLength(47);
          expect(isDigitableLineValid(line)).toBe(true);
          expect(line.slice(0, 4)).toBe('3419');
          expect(Number(line.slice(37))).toBe(cents);
          expect(Number(line.slice(33, 37))).toBe(dueDateFactor(vencimento));
        },
      ),
    );
  });
});
