import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcodeCheckDigit, buildDigitableLine, dueDateFactor, isDigitableLineValid, mod10 } from './boleto';

/** Banco do Brasil's published example line (FEBRABAN layout). */
const BB_EXAMPLE = '00190500954014481606906809350314337370000000100';

describe("the mock platform's boleto lines", () => {
  it("checks the published example and refuses a changed digit, a wrong general digit and a short line", () => {
    expect(isDigitableLineValid(BB_EXAMPLE)).toBe(true);
    expect(isDigitableLineValid('00190.50095 40144.816069 06809.350314 3 37370000000100')).toBe(true);
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
