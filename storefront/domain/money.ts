/**
 * Money is kept in integer cents (a JS number holds every cent exactly up to 90 trillion reais), so sums
 * never drift and no decimal library is needed; reais only at the edges (API values, display).
 */
export type Cents = number;

/**
 * Reais from the API to cents. Prices have two decimals, so the product's float error (0.29 * 100 is
 * 28.999…) is far from a half cent and rounding gives the exact cent.
 */
export function toCents(reais: number | undefined): Cents {
  if (reais === undefined || !Number.isFinite(reais)) return 0;
  return Math.round(reais * 100);
}

export function toReais(cents: Cents): number {
  return cents / 100;
}

/** `cents x quantity` rounded half up to the cent; the quantity is in thousandths (see quantity.ts). */
export function timesQuantity(cents: Cents, quantityMilli: number): Cents {
  const exact = cents * quantityMilli;
  return Math.sign(exact) * Math.floor((Math.abs(exact) + 500) / 1000);
}
