import { compact, type Problems } from './forms';

/** The digits of what was typed (spaces and dashes of a card number dropped). */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The card-number checksum (Luhn), so a typo is caught before the payment gateway is asked. */
export function isCardNumber(text: string): boolean {
  const number = digitsOf(text);
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    const d = Number(number[number.length - 1 - i]) * (i % 2 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

/** A card expiry `MM/AA` that has not passed: a card is valid to the end of its month. */
export function isCardExpiryValid(text: string, today: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 && new Date(2000 + Number(match[2]), month) > today;
}

/** A card's security code: three digits, four on American Express. */
export function isCardSecurityCode(text: string): boolean {
  return /^\d{3,4}$/.test(text);
}

/** The card as typed, in the payment SDK's fields (spec 7 `generate-token`). */
export interface CardForm {
  numero: string;
  nome: string;
  validade: string;
  cvv: string;
}

export type CardProblem = 'invalidNumber' | 'invalidName' | 'invalidExpiry' | 'invalidCvv';

/** What the card panel checks before asking the SDK: each field is required and has its own rule. */
export function validateCard(card: CardForm, today: Date): Problems<CardForm, CardProblem> {
  return compact<CardForm, CardProblem>([
    ['numero', isCardNumber(card.numero) ? undefined : 'invalidNumber'],
    ['nome', card.nome.trim().length >= 2 ? undefined : 'invalidName'],
    ['validade', isCardExpiryValid(card.validade, today) ? undefined : 'invalidExpiry'],
    ['cvv', isCardSecurityCode(card.cvv) ? undefined : 'invalidCvv'],
  ]);
}
