/**
 * Exact money arithmetic in integer cents. Rates are held in basis points (hundredths of a per cent),
 * so `amount × rate` is an integer numerator over 10,000 and every rounding is done once, on an
 * exact value: insurance rounded down, tax and the non-taxable part half up (ADR 013).
 */

/** Cents of an amount in EUR (amounts have at most two decimals). */
export const toCents = (eur: number): number => Math.round(eur * 100);
/** EUR of an amount in cents. */
export const toEur = (cents: number): number => cents / 100;
/** Basis points of a rate in per cent: 9.4 → 940, 4.75 → 475. */
export const toBp = (percent: number): number => Math.round(percent * 100);

/** `numerator / denominator` rounded half away from zero (the mathematical rounding of the tax law). */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0) return -roundHalfUp(-numerator, denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `rate` (basis points) of `cents`, rounded down to the cent: one insurance fund's contribution. */
export const percentDown = (cents: number, bp: number): number => Math.floor((cents * bp) / 10_000);
/** `rate` (basis points) of `cents`, rounded half up: a tax. */
export const percentHalfUp = (cents: number, bp: number): number => roundHalfUp(cents * bp, 10_000);

export const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);
