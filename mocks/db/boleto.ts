/**
 * The bank boleto's digitable line (linha digitável, FEBRABAN layout), as the platform makes it: the
 * mock's titles carry real-looking lines that hold together. The storefront only shows and copies them
 * (storefront/domain/invoices `formatDigitableLine`, `digitableDigits`); it never builds nor checks one.
 */
import { digitableDigits } from '@storefront/domain/invoices';

/** Check digit of modulo 10 (FEBRABAN), weights 2 and 1 from the right, products' digits summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits.charAt(digits.length - 1 - i)) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: modulo 11, weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function barcodeCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits.charAt(digits.length - 1 - i)) * (2 + (i % 8));
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 1 : dv;
}

/** Whether a bank boleto's 47-digit line holds together: its three field check digits and the general one. */
export function isDigitableLineValid(line: string): boolean {
  const d = digitableDigits(line);
  if (d.length !== 47) return false;
  const fields: [string, string][] = [
    [d.slice(0, 9), d.charAt(9)],
    [d.slice(10, 20), d.charAt(20)],
    [d.slice(21, 31), d.charAt(31)],
  ];
  if (fields.some(([body, dv]) => mod10(body) !== Number(dv))) return false;
  const barcode = d.slice(0, 4) + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  return barcodeCheckDigit(barcode) === Number(d.charAt(32));
}

/** The base date of the due-date factor (FEBRABAN), and the day the factor went back to 1000. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/** The boleto's due-date factor: days since 1997-10-07, cycling 1000..9999 (it restarted on 2025-02-22). */
export function dueDateFactor(vencimento: string): number {
  const due = Date.UTC(Number(vencimento.slice(0, 4)), Number(vencimento.slice(5, 7)) - 1, Number(vencimento.slice(8, 10)));
  const days = Math.round((due - FACTOR_BASE) / DAY_MS);
  return ((((days - 1000) % 9000) + 9000) % 9000) + 1000;
}

interface BoletoParts {
  /** The bank's three-digit code (001 Banco do Brasil, 341 Itaú...). */
  bank: string;
  vencimento: string;
  valor: number;
  /** The bank's free field: 25 digits (agreement, our number, agency...). */
  freeField: string;
}

/** A bank boleto's 47-digit line built from its parts, check digits computed. */
export function buildDigitableLine({ bank, vencimento, valor, freeField }: BoletoParts): string {
  const free = digitableDigits(freeField).padStart(25, '0').slice(-25);
  const head = `${digitableDigits(bank).padStart(3, '0').slice(-3)}9`;
  const tail = `${String(dueDateFactor(vencimento)).padStart(4, '0')}${String(Math.round(valor * 100)).padStart(10, '0').slice(-10)}`;
  const dv = barcodeCheckDigit(head + tail + free);
  const field = (body: string) => `${body}${mod10(body)}`;
  return field(head + free.slice(0, 5)) + field(free.slice(5, 15)) + field(free.slice(15, 25)) + String(dv) + tail;
}
