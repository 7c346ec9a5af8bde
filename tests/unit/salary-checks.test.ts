import { describe, expect, it } from 'vitest';
import { MIN_YEARLY_INCOME, TAX_YEARS } from '../../contracts/salary.ts';
import { calculateCompany, dividendOfProfit } from '../../core/salary/calculate-company.ts';
import { calculateEmployment } from '../../core/salary/calculate-employment.ts';
import { calculateSoleTrader, soleTraderTax } from '../../core/salary/calculate-sole-trader.ts';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { personalTaxMonthly } from '../../core/salary/income-tax.ts';
import { toCents, toEur } from '../../core/salary/money.ts';
import { taxYearParams } from '../../core/salary/tax-years.ts';

/** The published check figures of salary-sk.md, reproduced to the cent. */
describe('published checks (salary-sk.md)', () => {
  it('2021, gross 2,700: health 108.00, social 253.80, tax 404.98, net 1,933.22, employer cost 3,650.40', () => {
    const r = calculateEmployment({ year: 2021, grossMonthly: 2700 });
    expect(r.employeeHealth).toBe(108);
    expect(r.employeeSocial).toBe(253.8);
    expect(r.employeeSocialFunds.map((f) => f.amount)).toEqual([37.8, 108, 81, 27]);
    expect(r.taxBase).toBe(2338.2);
    expect(r.nonTaxable).toBe(206.74);
    expect(r.tax).toBe(404.98);
    expect(r.net).toBe(1933.22);
    expect(r.employerHealth).toBe(270);
    expect(r.employerSocial).toBe(658.8);
    expect(r.accident).toBe(21.6);
    expect(r.employerCost).toBe(3650.4);
  });

  it('2021, monthly taxable 3,165.16 at the band limit → tax 601.38; one cent more adds 25 %', () => {
    const params = taxYearParams(2021);
    expect(toEur(personalTaxMonthly(params, toCents(3165.16)))).toBe(601.38);
    // 601.3804 + 0.25 × 0.01 = 601.3829 → 601.38; a euro above: 601.3804 + 0.25 → 601.63
    expect(toEur(personalTaxMonthly(params, toCents(3166.16)))).toBe(601.63);
  });

  it('2021 sole trader, revenue 25,000 with premiums 1,000 + 1,000 → expenses 17,000, tax 523.29', () => {
    const r = soleTraderTax({
      year: 2021,
      revenueYearly: 25_000,
      businessExpensesYearly: 15_000,
      premiumsYearly: 2_000,
    });
    expect(r).toEqual({
      expenses: 17_000,
      taxBase: 8_000,
      nonTaxable: 4_511.43,
      tax: 523.29,
      taxRateKind: 'reduced',
    });
  });

  it('dividends: 7,600 from 2021 profit → 532 → 7,068; 2024 profit 1,000 → 150 → 850 → 85 → 765', () => {
    const y2021 = taxYearParams(2021);
    const d2021 = dividendOfProfit({ profit: 7_600, corporateRate: 0, dividendRate: y2021.dividendRate });
    expect([d2021.dividend, d2021.dividendTax, d2021.dividendNet]).toEqual([7_600, 532, 7_068]);
    const y2024 = taxYearParams(2024);
    const d2024 = dividendOfProfit({
      profit: 1_000,
      corporateRate: y2024.corporateRates[0]!.value,
      dividendRate: y2024.dividendRate,
    });
    expect(d2024).toEqual({ corporateTax: 150, dividend: 850, dividendTax: 85, dividendNet: 765 });
  });

  it('the 2024 minimum tax lifts a small profit’s tax (340 EUR up to 50,000 revenue)', () => {
    const r = calculateCompany({ year: 2024, revenueYearly: 10_000, otherCostsYearly: 8_280 });
    expect(r.profit).toBe(1_000);
    expect(r.minimumTax).toBe(340);
    expect(r.corporateTax).toBe(340);
    expect(r.dividend).toBe(660);
    expect(r.dividendTax).toBe(66);
  });

  it.each([
    [2021, 180.99, 76.44],
    [2024, 216.13, 97.8],
    [2025, 237.02, 107.25],
    [2026, 303.11, 121.92],
  ] as const)(
    '%i: the official minimum contributions of a sole trader, social %d and health %d',
    (year, social, health) => {
      // A revenue whose assessment base is below the minimum but above the social-insurance threshold.
      const minBase = taxYearParams(year).soleTrader.minSocialBaseMonthly;
      const revenue = Math.max(MIN_YEARLY_INCOME, Math.ceil(12 * minBase) + 1);
      const r = calculateSoleTrader({ year, revenueYearly: revenue, firstYear: false });
      expect(r.assessmentBaseMonthly).toBeLessThan(minBase);
      expect(r.socialMonthly).toBe(social);
      expect(r.healthMonthly).toBe(health);
      expect(r.healthYearly).toBe(toEur(12 * toCents(health)));
    },
  );

  it('2021: the maximum social insurance of a sole trader is 2,533.98 a month', () => {
    const r = calculateSoleTrader({ year: 2021, revenueYearly: 500_000, firstYear: false });
    expect(r.socialBaseMonthly).toBe(7_644);
    expect(r.socialMonthly).toBe(2_533.98);
  });
});

describe('employment', () => {
  it('caps the social base, never the health base', () => {
    const r = calculateEmployment({ year: 2024, grossMonthly: 12_000 });
    expect(r.socialBase).toBe(9_128);
    expect(r.employeeSocial).toBe(toEur(Math.floor(912_800 * 0.094))); // 858.03
    expect(r.employeeHealth).toBe(480);
  });

  it('gives the full NČZD up to its limit and the reduced one above', () => {
    // 2025: 12 × taxBase ≤ 25,426.27 → 479.48
    const low = calculateEmployment({ year: 2025, grossMonthly: 1_500 });
    expect(low.nonTaxable).toBe(479.48);
    const high = calculateEmployment({ year: 2025, grossMonthly: 4_000 });
    // (12,110.36 − 12 × 3,464 / 4) / 12 = 143.196… → 143.20
    expect(high.taxBase).toBe(3_464);
    expect(high.nonTaxable).toBe(143.2);
    const none = calculateEmployment({ year: 2025, grossMonthly: 10_000 });
    expect(none.nonTaxable).toBe(0);
  });

  it('2026 uses employee health 5 % and four provisional bands', () => {
    const r = calculateEmployment({ year: 2026, grossMonthly: 10_000 });
    expect(r.provisional).toBe(true);
    expect(r.employeeHealth).toBe(500);
    // tax base 10,000 − 940 − 500 = 8,560; NČZD 0; bands /12: 3,665.28 / 5,029.10 / 6,250.86
    expect(r.taxBase).toBe(8_560);
    const expected =
      0.19 * 3_665.28 + 0.25 * (5_029.1 - 3_665.28) + 0.3 * (6_250.86 - 5_029.1) + 0.35 * (8_560 - 6_250.86);
    expect(r.tax).toBe(Math.round(expected * 100) / 100);
  });
});

describe('sole trader', () => {
  it('pays no social insurance in the first year, health at least at the minimum', () => {
    const r = calculateSoleTrader({ year: 2025, revenueYearly: 30_000, firstYear: true });
    expect(r.socialApplies).toBe(false);
    expect(r.socialYearly).toBe(0);
    expect(r.healthMonthly).toBeGreaterThanOrEqual(107.25);
  });

  it('caps flat-rate expenses at 20,000 and subtracts actual expenses from the net', () => {
    expect(
      calculateSoleTrader({ year: 2025, revenueYearly: 50_000, firstYear: false }).businessExpenses,
    ).toBe(20_000);
    const actual = calculateSoleTrader({
      year: 2025,
      revenueYearly: 50_000,
      firstYear: false,
      actualExpensesYearly: 5_000,
    });
    expect(actual.expensesKind).toBe('actual');
    expect(actual.netYearly).toBe(
      toEur(
        toCents(50_000) -
          toCents(5_000) -
          toCents(actual.healthYearly) -
          toCents(actual.socialYearly) -
          toCents(actual.tax),
      ),
    );
    expect(actual.dailyRate).toBe(208.33);
  });
});

describe('company', () => {
  it('2025: 10 % up to 100,000 revenue, 21 % above; owner net = salary net + dividend − withholding', () => {
    const small = calculateCompany({ year: 2025, revenueYearly: 100_000, ownerGrossMonthly: 2_000 });
    expect(small.corporateTaxRate).toBe(10);
    const salary = calculateEmployment({ year: 2025, grossMonthly: 2_000 });
    expect(small.salaryCostYearly).toBe(toEur(12 * toCents(salary.employerCost)));
    expect(small.profit).toBe(toEur(toCents(100_000) - toCents(720) - toCents(small.salaryCostYearly)));
    expect(small.ownerHealthYearly).toBe(0);
    expect(small.ownerNetYearly).toBe(
      toEur(12 * toCents(salary.net) + toCents(small.dividend) - toCents(small.dividendTax)),
    );
    expect(
      calculateCompany({ year: 2025, revenueYearly: 100_000.01, ownerGrossMonthly: 2_000 }).corporateTaxRate,
    ).toBe(21);
    expect(calculateCompany({ year: 2025, revenueYearly: 6_000_000 }).corporateTaxRate).toBe(24);
  });

  it('without a salary the owner pays health insurance as a self-payer at the minimum', () => {
    const r = calculateCompany({ year: 2021, revenueYearly: 40_000 });
    expect(r.salary).toBeNull();
    expect(r.ownerHealthYearly).toBe(toEur(12 * 7_644));
    expect(r.ownerNetYearly).toBe(toEur(toCents(r.dividend) - toCents(r.dividendTax) - 12 * 7_644));
  });
});

describe('comparison of forms', () => {
  it('spends the same budget in each form and names the form with the highest net', () => {
    const r = compareForms({ year: 2025, budgetMonthly: 5_000, firstYear: false });
    expect(r.employment.detail.employerCost).toBeLessThanOrEqual(5_000);
    // one cent more gross would cost more than the budget
    expect(
      calculateEmployment({ year: 2025, grossMonthly: r.employment.grossMonthly + 0.01 }).employerCost,
    ).toBeGreaterThan(5_000);
    expect(r.soleTrader.detail.revenueYearly).toBe(60_000);
    expect(r.company.detail.revenueYearly).toBe(60_000);
    const nets = {
      employment: r.employment.netYearly,
      soleTrader: r.soleTrader.netYearly,
      company: r.company.netYearly,
    };
    expect(nets[r.winner]).toBe(Math.max(...Object.values(nets)));
    const sum = (b: typeof r.soleTrader.breakdownYearly) =>
      toEur(Object.values(b).reduce((s, v) => s + toCents(v), 0));
    expect(sum(r.soleTrader.breakdownYearly)).toBe(60_000);
    expect(sum(r.company.breakdownYearly)).toBe(60_000);
    expect(sum(r.employment.breakdownYearly)).toBe(r.employment.detail.employerCostYearly);
  });

  it('reports break-even budgets where the winner really changes', () => {
    for (const year of TAX_YEARS) {
      for (const firstYear of [false, true]) {
        const { breakEvens } = compareForms({ year, budgetMonthly: 3_000, firstYear });
        for (const point of breakEvens) {
          expect(compareForms({ year, budgetMonthly: point.budgetMonthly, firstYear }).winner).toBe(point.to);
          expect(
            compareForms({ year, budgetMonthly: toEur(toCents(point.budgetMonthly) - 1), firstYear }).winner,
          ).toBe(point.from);
        }
      }
    }
    // 2024: the corporate 15 % band ends at a revenue of 60,000 = 5,000 a month
    const y2024 = compareForms({ year: 2024, budgetMonthly: 3_000, firstYear: false }).breakEvens;
    expect(y2024.some((p) => p.budgetMonthly === 5_000.01 && p.from === 'company')).toBe(true);
  });
});
