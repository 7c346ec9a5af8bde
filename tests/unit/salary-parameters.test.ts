import { describe, expect, it } from 'vitest';
import { TAX_YEARS, compareInputSchema, employmentInputSchema } from '../../contracts/salary.ts';
import { calculateCompany } from '../../core/salary/calculate-company.ts';
import { calculateEmployment } from '../../core/salary/calculate-employment.ts';
import { calculateSoleTrader } from '../../core/salary/calculate-sole-trader.ts';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { roundHalfUp, toCents, toEur } from '../../core/salary/money.ts';
import { SalaryInputError } from '../../core/salary/salary-input-error.ts';
import { TAX_YEAR_PARAMS, taxYearParams } from '../../core/salary/tax-years.ts';

/** A multiple of the subsistence minimum, rounded half up to the cent (how § 11 and § 15 ZDP state them). */
const zm = (year: keyof typeof TAX_YEAR_PARAMS, times: number) =>
  toEur(roundHalfUp(Math.round(times * 10) * toCents(TAX_YEAR_PARAMS[year].subsistenceMinimum), 10));

describe('tax-year parameters', () => {
  it.each(TAX_YEARS)('%i: the NČZD figures are the stated multiples of the subsistence minimum', (year) => {
    const p = taxYearParams(year);
    expect(p.nonTaxable.yearly).toBe(zm(year, 21));
    expect(p.nonTaxable.fullUpTo).toBe(zm(year, year === 2026 ? 91.8 : 92.8));
    expect(p.nonTaxable.reducedConstant).toBe(zm(year, year === 2026 ? 51.6 : 44.2));
    // The reduced NČZD continues the full one at its limit (to the cent).
    const atLimit = p.nonTaxable.reducedConstant - p.nonTaxable.fullUpTo / p.nonTaxable.reducedDivisor;
    expect(Math.abs(atLimit - p.nonTaxable.yearly)).toBeLessThan(0.01);
  });

  it.each(TAX_YEARS)('%i: the first personal band is 176.8 × ŽM (2026: 154.8, 212.4, 264 × ŽM)', (year) => {
    const bands = taxYearParams(year).personalBands.map((b) => b.upTo);
    if (year === 2026) expect(bands).toEqual([zm(2026, 154.8), zm(2026, 212.4), zm(2026, 264), null]);
    else expect(bands).toEqual([zm(year, 176.8), null]);
  });

  it.each(TAX_YEARS)('%i: rates add up as the funds say', (year) => {
    const p = taxYearParams(year);
    const total = (r: Record<string, number | undefined>) =>
      Math.round(Object.values(r).reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100;
    expect(total(p.employee.social)).toBe(9.4);
    // The employer's 25.2 % social insurance includes accident insurance: funds 24.4 % + 0.8 %.
    expect(total(p.employer.social)).toBe(24.4);
    expect(total({ ...p.employer.social, accident: p.employer.accident })).toBe(25.2);
    expect(total(p.soleTrader.social)).toBe(33.15);
    expect(p.employer.accident).toBe(0.8);
    expect([4, 5]).toContain(p.employee.health);
    expect(p.soleTrader.flatExpenseRate).toBe(60);
    expect(p.soleTrader.flatExpenseCap).toBe(20_000);
    // Bands ascend and end open; the sole trader's minimum base is below the maximum.
    const limits = p.personalBands.map((b) => b.upTo);
    expect(limits.at(-1)).toBeNull();
    expect([...limits.slice(0, -1)].every((v, i, a) => i === 0 || (v ?? 0) > (a[i - 1] ?? 0))).toBe(true);
    expect(p.corporateRates.at(-1)?.upTo).toBeNull();
    expect(p.soleTrader.minSocialBaseMonthly).toBeLessThan(p.maxSocialBaseMonthly);
  });

  it('marks 2026 as provisional and the other years as checked', () => {
    expect(taxYearParams(2026).provisional.length).toBeGreaterThan(0);
    for (const year of [2021, 2024, 2025] as const) expect(taxYearParams(year).provisional).toEqual([]);
    expect(taxYearParams(2024).minimumTax?.map((b) => b.value)).toEqual([340, 960, 1_920, 3_840]);
    expect(taxYearParams(2025).minimumTax).toBeNull();
  });
});

/** The field errors a calculation throws. */
function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SalaryInputError);
    expect((error as SalaryInputError).status).toBe(400);
    return (error as SalaryInputError).fieldErrors;
  }
  throw new Error('expected an input error');
}

describe('invalid input is an error, never a silent zero', () => {
  it.each([
    [699.99, 'validation.incomeMin'],
    [-2_000, 'validation.incomeMin'],
    [Number.NaN, 'validation.amountNumber'],
    [Number.POSITIVE_INFINITY, 'validation.amountNumber'],
    [1e12, 'validation.amountMax'],
    [2_000.001, 'validation.cents'],
  ])('gross %d → %s', (grossMonthly, message) => {
    expect(fieldErrors(() => calculateEmployment({ year: 2025, grossMonthly }))).toEqual({
      grossMonthly: [message],
    });
  });

  it('refuses an unknown year, a missing or a non-numeric amount', () => {
    expect(fieldErrors(() => calculateEmployment({ year: 2023, grossMonthly: 2_000 }))).toEqual({
      year: ['validation.taxYear'],
    });
    expect(() => taxYearParams(2019)).toThrow(SalaryInputError);
    expect(fieldErrors(() => calculateEmployment({ year: 2025 } as never))).toEqual({
      grossMonthly: ['validation.required'],
    });
    expect(fieldErrors(() => calculateEmployment({ year: 2025, grossMonthly: 'abc' as never }))).toEqual({
      grossMonthly: ['validation.amountNumber'],
    });
    expect(
      fieldErrors(() => calculateSoleTrader({ year: 2025, revenueYearly: 8_399, firstYear: false })),
    ).toEqual({
      revenueYearly: ['validation.incomeMinYearly'],
    });
    expect(
      fieldErrors(() => calculateSoleTrader({ year: 2025, revenueYearly: 20_000, actualExpensesYearly: -1 })),
    ).toEqual({ actualExpensesYearly: ['validation.notNegative'] });
    expect(
      fieldErrors(() => calculateCompany({ year: 2025, revenueYearly: 50_000, ownerGrossMonthly: 300 })),
    ).toEqual({
      ownerGrossMonthly: ['validation.salaryMinOrZero'],
    });
    expect(fieldErrors(() => compareForms({ year: 2025, budgetMonthly: 1e12 }))).toEqual({
      budgetMonthly: ['validation.amountMax'],
    });
  });

  it('reads form texts with a decimal comma and spaces, as typed in Slovak and German', () => {
    expect(employmentInputSchema.parse({ year: '2024', grossMonthly: '2 700,50' })).toEqual({
      year: 2024,
      grossMonthly: 2_700.5,
    });
    expect(compareInputSchema.safeParse({ year: '2024', budgetMonthly: '' }).success).toBe(false);
    expect(compareInputSchema.parse({ year: '2025', budgetMonthly: '3000', firstYear: 'on' }).firstYear).toBe(
      true,
    );
  });
});
