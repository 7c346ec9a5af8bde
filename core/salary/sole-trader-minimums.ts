import { fundsOf } from './funds.ts';
import { percentDown, toBp, toCents, toEur } from './money.ts';
import type { TaxYearParams } from './tax-years.ts';

/** The minimum monthly insurance of a sole trader (EUR): health and social on the minimum bases. */
export function soleTraderMinimums(params: TaxYearParams): { health: number; social: number } {
  const st = params.soleTrader;
  const social = fundsOf(st.social, toCents(st.minSocialBaseMonthly)).reduce((s, f) => s + f.cents, 0);
  return {
    health: toEur(percentDown(toCents(st.minHealthBaseMonthly), toBp(st.health))),
    social: toEur(social),
  };
}
