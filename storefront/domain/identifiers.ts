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

type LoginKind = 'email' | 'cpf' | 'cnpj' | 'foreign';

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

/** The characters the login masks insert (and people type between digits). */
const MASK_PUNCTUATION = /[.\-/\s]/;

const CPF_PATTERN = '000.000.000-00';
const CNPJ_PATTERN = '00.000.000/0000-00';

/** Lays `chars` over a pattern (`0` a character, anything else a separator); no separator after the last character. */
function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= chars.length) break;
    if (slot === '0') {
      out += chars.charAt(next);
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

const numericMask = (digits: string) => applyPattern(digits, digits.length <= 11 ? CPF_PATTERN : CNPJ_PATTERN);

/**
 * Digits the mask punctuated before an `@` was typed (a numeric e-mail name: `123.45@` becomes `12345@`);
 * any other e-mail stays as typed.
 */
function unmaskEmail(input: string): string {
  const at = input.indexOf('@');
  const name = input.slice(0, at);
  const digits = name.replace(/\D/g, '');
  const masked = /^[\d.\-/]+$/.test(name) && /[.\-/]/.test(name) && digits.length <= 14 && numericMask(digits) === name;
  return masked ? digits + input.slice(at) : input;
}

/**
 * spec 5 login field, masked as typed: digits alone become a CPF (000.000.000-00) and, past 11, a CNPJ
 * (00.000.000/0000-00); letters mean an e-mail, a foreign document or an alphanumeric CNPJ, kept as typed
 * until the 14 characters make a valid alphanumeric CNPJ (masking earlier would punctuate passports);
 * more than 14 digits is a foreign document. A mask never ends in a separator, so deleting always deletes.
 */
function maskLogin(input: string): string {
  if (input.includes('@')) return unmaskEmail(input);
  if (/[a-z]/i.test(input)) {
    const chars = documentChars(input);
    return chars.length === 14 && isValidCnpj(chars) ? applyPattern(chars, CNPJ_PATTERN) : input;
  }
  if (!/^[\d.\-/\s]*$/.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return input;
  return digits.length > 14 ? digits : numericMask(digits);
}

/**
 * maskLogin for a field being edited: the caret keeps its place among the typed characters (the mask's
 * separators do not count), so typing or deleting in the middle does not throw it to the end.
 */
export function maskLoginAt(input: string, caret: number): { value: string; caret: number } {
  const value = maskLogin(input);
  if (value === input) return { value, caret };
  let kept = 0;
  for (const char of input.slice(0, caret)) if (!MASK_PUNCTUATION.test(char)) kept += 1;
  let position = 0;
  for (let seen = 0; position < value.length && seen < kept; position += 1) {
    if (!MASK_PUNCTUATION.test(value.charAt(position))) seen += 1;
  }
  return { value, caret: position };
}

/** spec 5: a password-recovery id has slashes removed (a typed CNPJ keeps its other punctuation out too). */
export function recoveryId(login: string): string {
  const field = classifyLogin(login);
  return (field.kind === 'invalid' ? login.trim() : field.value).replace(/\//g, '');
}
