import { describe, expect, it } from 'vitest';
import { digitsOf, isCardExpiryValid, isCardNumber, validateCard, type CardForm } from './payment';

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

  it('reads the digits', () => {
    expect(digitsOf('4111 1111-11')).toBe('4111111111');
  });
});

describe('validateCard', () => {
  const today = new Date(2026, 10, 23);
  const card: CardForm = { numero: '4111 1111 1111 1111', nome: 'MARIA S', validade: '12/30', cvv: '123' };
  it.each<[string, Partial<CardForm>, ReturnType<typeof validateCard>]>([
    ['a good card', {}, {}],
    ['an empty form', { numero: '', nome: '', validade: '', cvv: '' }, { numero: 'invalidNumber', nome: 'invalidName', validade: 'invalidExpiry', cvv: 'invalidCvv' }],
    ['a typo in the number', { numero: '4111 1111 1111 1112' }, { numero: 'invalidNumber' }],
    ['a one-letter name', { nome: ' M ' }, { nome: 'invalidName' }],
    ['a card past its month', { validade: '10/26' }, { validade: 'invalidExpiry' }],
    ['a four-digit code (American Express)', { cvv: '1234' }, {}],
    ['a five-digit code', { cvv: '12345' }, { cvv: 'invalidCvv' }],
    ['a code with a letter', { cvv: '12a' }, { cvv: 'invalidCvv' }],
  ])('%s', (_, change, problems) => {
    expect(validateCard({ ...card, ...change }, today)).toEqual(problems);
  });
});
