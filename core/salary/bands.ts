import { toCents } from './money.ts';
import type { RevenueBand } from './tax-years.ts';

/** The value of the band that `revenue` (cents) falls into. */
export function bandOf<T>(bands: readonly RevenueBand<T>[], revenue: number): T {
  const band = bands.find((b) => b.upTo === null || revenue <= toCents(b.upTo)) ?? bands[bands.length - 1];
  if (!band) throw new Error('a revenue band table is empty');
  return band.value;
}
