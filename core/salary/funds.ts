import type { SocialFund } from '../../contracts/salary.ts';
import { percentDown, toBp } from './money.ts';
import type { Rates } from './tax-years.ts';

/** Each fund's contribution on `base` cents, rounded down per fund (cents). */
export function fundsOf(
  rates: Rates<SocialFund>,
  base: number,
): { fund: SocialFund; rate: number; cents: number }[] {
  return (Object.entries(rates) as [SocialFund, number][]).map(([fund, rate]) => ({
    fund,
    rate,
    cents: percentDown(base, toBp(rate)),
  }));
}
