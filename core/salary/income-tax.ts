import type { PersonalBand, TaxYearParams } from './tax-years.ts';
import { percentHalfUp, roundHalfUp, toBp, toCents } from './money.ts';

/**
 * Personal income tax and the non-taxable part (NČZD) of § 11 and § 15 ZDP, in cents, rounded half
 * up at each step (ADR 013).
 */

/** Yearly NČZD for a yearly tax base (cents). */
export function nonTaxableYearly(params: TaxYearParams, taxBaseYearly: number): number {
  const { yearly, fullUpTo, reducedConstant, reducedDivisor } = params.nonTaxable;
  if (taxBaseYearly <= toCents(fullUpTo)) return toCents(yearly);
  return Math.max(0, roundHalfUp(toCents(reducedConstant) * reducedDivisor - taxBaseYearly, reducedDivisor));
}

/** Monthly NČZD of an employee for a monthly tax base (cents): the yearly rule on 12 × the base, / 12. */
export function nonTaxableMonthly(params: TaxYearParams, taxBaseMonthly: number): number {
  const { yearly, fullUpTo, reducedConstant, reducedDivisor } = params.nonTaxable;
  if (12 * taxBaseMonthly <= toCents(fullUpTo)) return roundHalfUp(toCents(yearly), 12);
  const numerator = toCents(reducedConstant) * reducedDivisor - 12 * taxBaseMonthly;
  return Math.max(0, roundHalfUp(numerator, 12 * reducedDivisor));
}

/** Tax on `taxable` cents by progressive bands whose limits are in `limitsCents`. */
function bandTax(bands: readonly PersonalBand[], limitsCents: (number | null)[], taxable: number): number {
  let rest = Math.max(0, taxable);
  let lower = 0;
  let numerator = 0;
  bands.forEach((band, i) => {
    const upper = limitsCents[i] ?? null;
    const width = upper === null ? rest : Math.min(rest, upper - lower);
    numerator += width * toBp(band.rate);
    rest -= width;
    if (upper !== null) lower = upper;
  });
  return roundHalfUp(numerator, 10_000);
}

/** Yearly personal income tax on a yearly taxable amount (tax base − NČZD), in cents. */
export function personalTaxYearly(params: TaxYearParams, taxable: number): number {
  const limits = params.personalBands.map((b) => (b.upTo === null ? null : toCents(b.upTo)));
  return bandTax(params.personalBands, limits, taxable);
}

/** Monthly advance of an employee on a monthly taxable amount: the bands are the yearly ones / 12. */
export function personalTaxMonthly(params: TaxYearParams, taxable: number): number {
  const limits = params.personalBands.map((b) => (b.upTo === null ? null : roundHalfUp(toCents(b.upTo), 12)));
  return bandTax(params.personalBands, limits, taxable);
}

/** The monthly band limits of an employee (cents), for explanations. */
export const monthlyBandLimits = (params: TaxYearParams): (number | null)[] =>
  params.personalBands.map((b) => (b.upTo === null ? null : roundHalfUp(toCents(b.upTo), 12)));

/** The 15 % rate of a small business on a yearly taxable amount (cents). */
export const reducedTaxYearly = (params: TaxYearParams, taxable: number): number =>
  percentHalfUp(Math.max(0, taxable), toBp(params.soleTrader.reducedRate));
