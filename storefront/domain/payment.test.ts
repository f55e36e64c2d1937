import { describe, expect, it } from 'vitest';
import { digitsOf, isCardExpiryValid, isCardNumber, isCardSecurityCode } from './payment';

describe('card checks', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['5555-5555-5555-4444', true],
    ['4111 1111 1111 1112', false],
    ['4111', false],
    ['', false],
  ])('%s is a card number: %s', (number, valid) => {
    expect(isCardNumber(number)).toBe(valid);
  });

  it('a card is valid to the end of its month', () => {
    const today = new Date(2026, 10, 23);
    expect(isCardExpiryValid('11/26', today)).toBe(true);
    expect(isCardExpiryValid('10/26', today)).toBe(false);
    expect(isCardExpiryValid('13/30', today)).toBe(false);
    expect(isCardExpiryValid('00/30', today)).toBe(false);
    expect(isCardExpiryValid('1230', today)).toBe(false);
  });

  it('reads the digits and the security code', () => {
    expect(digitsOf('4111 1111-11')).toBe('4111111111');
    expect(isCardSecurityCode('123')).toBe(true);
    expect(isCardSecurityCode('12345')).toBe(false);
  });
});
