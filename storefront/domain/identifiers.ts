/** spec 9 "Empty identifier": all zeros. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/** An id that says "none": empty, or only zeros and dashes. */
export function isEmptyId(id: string | undefined | null): boolean {
  return !id || /^[0-]+$/.test(id);
}

/** spec 5: a CEP is sent without dashes (dots and spaces go too). */
export function normalizeCep(cep: string): string {
  return cep.replace(/[\s.-]/g, '');
}

/** Digits and letters only, upper case: how documents are compared and checked. */
export function documentChars(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

const allSame = (s: string) => /^(.)\1*$/.test(s);

function checkDigit(values: number[], weights: number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += weight * Number(values[i]);
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF: 11 digits, two mod-11 check digits; repeated digits (111.111.111-11) are not a CPF. */
export function isValidCpf(value: string): boolean {
  const cpf = documentChars(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const digits = Array.from(cpf, Number);
  const first = checkDigit(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === digits[9] && second === digits[10];
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

/**
 * CNPJ, numeric or alphanumeric (IN RFB 2.229/2024, from July 2026): 12 characters [0-9A-Z] and two
 * numeric mod-11 check digits, each character worth its ASCII code minus 48.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = documentChars(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = Array.from(cnpj, (c) => c.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = checkDigit(values.slice(0, 13), CNPJ_WEIGHTS_2);
  return first === values[12] && second === values[13];
}

/** The check digits for a 9-digit CPF base or a 12-character CNPJ base (tests and fixtures). */
export function withCheckDigits(base: string): string {
  const chars = documentChars(base);
  const values = Array.from(chars, (c) => c.charCodeAt(0) - 48);
  if (chars.length === 9) {
    const first = checkDigit(values, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return `${chars}${first}${checkDigit([...values, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
  }
  const first = checkDigit(values, CNPJ_WEIGHTS_1);
  return `${chars}${first}${checkDigit([...values, first], CNPJ_WEIGHTS_2)}`;
}

export type LoginKind = 'email' | 'cpf' | 'cnpj' | 'foreign';

export type LoginField = { kind: LoginKind; value: string } | { kind: 'invalid'; message: 'Email ou CPF Invalido' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * spec 5: the login field accepts CPF, CNPJ, a foreign document or email. Eleven digits must be a valid
 * CPF and fourteen characters a valid CNPJ; anything else of 5 to 20 letters and digits is a foreign document.
 */
export function classifyLogin(input: string): LoginField {
  const text = input.trim();
  if (text.includes('@')) return EMAIL.test(text) ? { kind: 'email', value: text.toLowerCase() } : { kind: 'invalid', message: 'Email ou CPF Invalido' };
  const chars = documentChars(text);
  if (/^\d{11}$/.test(chars)) return isValidCpf(chars) ? { kind: 'cpf', value: chars } : { kind: 'invalid', message: 'Email ou CPF Invalido' };
  if (chars.length === 14 && /^[0-9A-Z]{12}\d{2}$/.test(chars)) {
    return isValidCnpj(chars) ? { kind: 'cnpj', value: chars } : { kind: 'invalid', message: 'Email ou CPF Invalido' };
  }
  return /^[0-9A-Z]{5,20}$/.test(chars) ? { kind: 'foreign', value: chars } : { kind: 'invalid', message: 'Email ou CPF Invalido' };
}

/** spec 3 "User/client": a cpf of 14 characters means cnpj, otherwise cpf. */
export function documentKind(cpf: string): 'cpf' | 'cnpj' {
  return documentChars(cpf).length === 14 ? 'cnpj' : 'cpf';
}
