import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../contracts/salary.ts';
import { calculateEmployment } from '../../core/salary/calculate-employment.ts';
import { calculateSoleTrader } from '../../core/salary/calculate-sole-trader.ts';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { taxYearParams } from '../../core/salary/tax-years.ts';

const year = fc.constantFrom(...TAX_YEARS);
/** An amount in whole cents between `min` and `max` EUR. */
const eur = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

describe('salary calculator properties', () => {
  it('the net never exceeds the gross, and nothing is negative', () => {
    fc.assert(
      fc.property(year, eur(700, 1_000_000), (y, grossMonthly) => {
        const r = calculateEmployment({ year: y, grossMonthly });
        expect(r.net).toBeLessThanOrEqual(grossMonthly);
        expect(r.net).toBeGreaterThan(0);
        expect(r.tax).toBeGreaterThanOrEqual(0);
        expect(r.nonTaxable).toBeGreaterThanOrEqual(0);
        expect(r.employerCost).toBeGreaterThan(grossMonthly);
      }),
      { numRuns: 500 },
    );
  });

  it('more gross never gives less net (a euro more always leaves more)', () => {
    fc.assert(
      fc.property(year, eur(700, 200_000), eur(1, 20_000), (y, low, raise) => {
        const a = calculateEmployment({ year: y, grossMonthly: low });
        const b = calculateEmployment({ year: y, grossMonthly: Math.round((low + raise) * 100) / 100 });
        expect(b.net).toBeGreaterThan(a.net);
      }),
      { numRuns: 500 },
    );
  });

  it('a single cent more costs at most the rounding of the funds (a few cents), never more', () => {
    // Each fund is rounded down on its own (the law's rounding), so at round amounts several funds
    // step up together: one cent of gross can then take up to 6 cents of insurance and tax.
    fc.assert(
      fc.property(year, eur(700, 200_000), (y, grossMonthly) => {
        const a = calculateEmployment({ year: y, grossMonthly });
        const b = calculateEmployment({ year: y, grossMonthly: Math.round(grossMonthly * 100 + 1) / 100 });
        expect(b.net - a.net).toBeGreaterThan(-0.07);
      }),
      { numRuns: 500 },
    );
  });

  it('the sole trader’s 15 % rate holds up to its limit exactly; one cent above, the personal bands apply', () => {
    fc.assert(
      fc.property(
        year,
        fc.boolean(),
        fc.option(eur(0, 40_000), { nil: undefined }),
        (y, firstYear, actual) => {
          const limit = taxYearParams(y).soleTrader.reducedRateUpTo;
          const at = calculateSoleTrader({
            year: y,
            revenueYearly: limit,
            firstYear,
            actualExpensesYearly: actual,
          });
          const above = calculateSoleTrader({
            year: y,
            revenueYearly: limit + 0.01,
            firstYear,
            actualExpensesYearly: actual,
          });
          expect(at.taxRateKind).toBe('reduced');
          const taxableCents = Math.max(0, Math.round(at.taxBase * 100) - Math.round(at.nonTaxable * 100));
          expect(at.tax).toBe(Math.round((taxableCents * 15) / 100) / 100);
          expect(above.taxRateKind).toBe('personal');
          // The personal bands start at 19 %: more tax just above the limit (unless nothing is taxable).
          if (above.taxBase > above.nonTaxable) expect(above.tax).toBeGreaterThan(at.tax);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the comparison’s winner leaves the most, and the employer budget is never exceeded', () => {
    fc.assert(
      fc.property(year, fc.boolean(), eur(700, 40_000), (y, firstYear, budgetMonthly) => {
        const r = compareForms({ year: y, budgetMonthly, firstYear });
        const nets = [r.employment.netYearly, r.soleTrader.netYearly, r.company.netYearly];
        expect(r[r.winner].netYearly).toBe(Math.max(...nets));
        expect(r.employment.detail.employerCost).toBeLessThanOrEqual(budgetMonthly);
        expect(r.employment.detail.employerCost).toBeGreaterThan(budgetMonthly - 0.1);
      }),
      { numRuns: 200 },
    );
  });
});
