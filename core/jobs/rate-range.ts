/** Working days in the monthly estimate of the project header. */
export const HEADER_RATE_DAYS = 20;
/** Spread around the estimate, in EUR. */
export const HEADER_RATE_SPREAD = 200;

/**
 * The project header's monthly range (docs/product/constants.md): 20 × the man-day rate, minus and plus 200 EUR.
 * The man-day rate is the MD budget (its midpoint when a range is given), else 8 × the hourly rate.
 */
export function headerRateRange(job: {
  hourlyRate: number | null;
  mdBudgetFrom: number | null;
  mdBudgetTo: number | null;
}): { from: number; to: number } | null {
  const md =
    job.mdBudgetFrom !== null && job.mdBudgetTo !== null
      ? (job.mdBudgetFrom + job.mdBudgetTo) / 2
      : (job.mdBudgetFrom ?? job.mdBudgetTo ?? (job.hourlyRate !== null ? job.hourlyRate * 8 : null));
  if (md === null) return null;
  const center = Math.round(HEADER_RATE_DAYS * md);
  return { from: Math.max(0, center - HEADER_RATE_SPREAD), to: center + HEADER_RATE_SPREAD };
}
