import { describe, expect, it } from 'vitest';
import { describeJobFilter } from '../../contracts/newsletter.ts';
import { TAX_YEARS } from '../../contracts/salary-values.ts';
import {
  bestNetCents,
  computeNetPay,
  currentTaxYear,
  hasPay,
  type JobPay,
  payBasis,
} from '../../core/jobs/net-pay.ts';
import { calculateCompany } from '../../core/salary/calculate-company.ts';
import { calculateEmployment } from '../../core/salary/calculate-employment.ts';
import { calculateSoleTrader } from '../../core/salary/calculate-sole-trader.ts';

const none = {
  hourlyRate: null,
  mdBudgetFrom: null,
  mdBudgetTo: null,
  monthlySalaryFrom: null,
  monthlySalaryTo: null,
};
const permanent = (from: number | null, to: number | null): JobPay => ({
  ...none,
  legalRelationType: 'permanent',
  monthlySalaryFrom: from,
  monthlySalaryTo: to,
});
const contract = (pay: Partial<JobPay>): JobPay => ({ ...none, legalRelationType: 'contract', ...pay });

/** The calculators' own figures for a contractor's monthly invoice. */
function contractorByCalculators(year: number, invoice: number) {
  const revenueYearly = 12 * invoice;
  const soleTrader = calculateSoleTrader({ year, revenueYearly }).netMonthly;
  const firstYear = calculateSoleTrader({ year, revenueYearly, firstYear: true }).netMonthly;
  const company = calculateCompany({ year, revenueYearly }).ownerNetMonthly;
  return { soleTrader, firstYear, company };
}

/** `gross` is the lowest monthly gross (to the cent) whose employee net reaches `net`. */
function expectEquivalentGross(year: number, gross: number, net: number) {
  expect(calculateEmployment({ year, grossMonthly: gross }).net).toBeGreaterThanOrEqual(net);
  const below = Math.round(gross * 100 - 1) / 100;
  expect(calculateEmployment({ year, grossMonthly: below }).net).toBeLessThan(net);
}

const SALARIES: [number, number][] = [
  [700, 700],
  [1800, 2400],
  [2500, 3200],
  [3165, 3166],
  [4500, 6000],
  [9000, 12_000],
  [16_000, 25_000],
];
/** Hourly rates, MD budgets and monthly invoices of contract jobs. */
const CONTRACTS: { pay: Partial<JobPay>; from: number; to: number }[] = [
  { pay: { hourlyRate: 9 }, from: 9 * 160, to: 9 * 160 },
  { pay: { hourlyRate: 25 }, from: 4000, to: 4000 },
  { pay: { hourlyRate: 45 }, from: 7200, to: 7200 },
  { pay: { hourlyRate: 75 }, from: 12_000, to: 12_000 },
  { pay: { hourlyRate: 150 }, from: 24_000, to: 24_000 },
  { pay: { mdBudgetFrom: 260, mdBudgetTo: 620 }, from: 5200, to: 12_400 },
  { pay: { hourlyRate: 55, mdBudgetFrom: 400, mdBudgetTo: 480 }, from: 8000, to: 9600 },
  { pay: { mdBudgetTo: 1000 }, from: 20_000, to: 20_000 },
  { pay: { monthlySalaryFrom: 3000, monthlySalaryTo: 5500 }, from: 3000, to: 5500 },
];

describe('net pay of a job, checked against the salary calculators', () => {
  for (const year of TAX_YEARS) {
    it(`an employee's net of each monthly salary is the employment calculator's (${year})`, () => {
      for (const [from, to] of SALARIES) {
        const net = computeNetPay(permanent(from, to), year);
        expect(net.taxYear).toBe(year);
        expect(net.employee).toEqual({
          from: calculateEmployment({ year, grossMonthly: from }).net,
          to: calculateEmployment({ year, grossMonthly: to }).net,
        });
        expect(net.soleTrader).toBeUndefined();
        expect(net.company).toBeUndefined();
        expect(net.employmentEquivalentGross).toBeUndefined();
      }
    });

    it(`a contractor's rate gives the sole trader's, the s.r.o.'s and the equivalent gross (${year})`, () => {
      for (const { pay, from, to } of CONTRACTS) {
        const net = computeNetPay(contract(pay), year);
        const low = contractorByCalculators(year, from);
        const high = contractorByCalculators(year, to);
        const label = JSON.stringify(pay);
        expect(net.employee, label).toBeUndefined();
        expect(net.soleTrader, label).toEqual({ from: low.soleTrader, to: high.soleTrader });
        expect(net.company, label).toEqual({ from: low.company, to: high.company });
        if (low.firstYear !== low.soleTrader || high.firstYear !== high.soleTrader)
          expect(net.soleTraderFirstYear, label).toEqual({ from: low.firstYear, to: high.firstYear });
        else expect(net.soleTraderFirstYear, label).toBeUndefined();
        expectEquivalentGross(
          year,
          net.employmentEquivalentGross!.from,
          Math.max(low.soleTrader, low.company),
        );
        expectEquivalentGross(
          year,
          net.employmentEquivalentGross!.to,
          Math.max(high.soleTrader, high.company),
        );
        expect(net.calculatorAmount).toBe((from + to) / 2);
      }
    });
  }

  it('the first year differs where social insurance would be due, and leaves more', () => {
    const net = computeNetPay(contract({ hourlyRate: 45 }), 2026);
    expect(net.soleTraderFirstYear!.from).toBeGreaterThan(net.soleTrader!.from);
  });

  it('the calculator link starts from the employer cost of the middle of a salary range', () => {
    const net = computeNetPay(permanent(2000, 3000), 2026);
    expect(net.calculatorAmount).toBe(calculateEmployment({ year: 2026, grossMonthly: 2500 }).employerCost);
  });

  it('leaves out what the calculators do not model or take', () => {
    expect(computeNetPay({ ...none, legalRelationType: 'agreement', hourlyRate: 12 }, 2026)).toEqual({
      taxYear: 2026,
    });
    expect(computeNetPay(permanent(null, null), 2026)).toEqual({ taxYear: 2026 });
    expect(computeNetPay(permanent(500, 600), 2026)).toEqual({ taxYear: 2026 });
    expect(computeNetPay(contract({ hourlyRate: 4 }), 2026)).toEqual({ taxYear: 2026 });
  });

  it('reads the pay of each kind of job', () => {
    expect(payBasis(permanent(null, 2400))).toEqual({ kind: 'salary', monthly: { from: 2400, to: 2400 } });
    expect(payBasis({ ...permanent(null, null), hourlyRate: 20 })).toEqual({
      kind: 'salary',
      monthly: { from: 3200, to: 3200 },
    });
    expect(payBasis(contract({ hourlyRate: 60, mdBudgetFrom: 440, mdBudgetTo: 520 }))).toEqual({
      kind: 'invoice',
      monthly: { from: 8800, to: 10_400 },
    });
    expect(hasPay(permanent(null, null))).toBe(false);
    expect(hasPay({ ...permanent(null, null), hourlyRate: 0 })).toBe(false);
    expect(hasPay(contract({ mdBudgetTo: 300 }))).toBe(true);
  });

  it('the best net is the highest top of the lasting forms, never the first year', () => {
    const net = computeNetPay(contract({ mdBudgetFrom: 300, mdBudgetTo: 400 }), 2026);
    expect(bestNetCents(net)).toBe(Math.round(100 * Math.max(net.soleTrader!.to, net.company!.to)));
    expect(bestNetCents(computeNetPay(permanent(2000, 3000), 2026))).toBe(
      Math.round(100 * calculateEmployment({ year: 2026, grossMonthly: 3000 }).net),
    );
    expect(bestNetCents({ taxYear: 2026 })).toBeNull();
    expect(bestNetCents(null)).toBeNull();
  });

  it('uses the latest tax year with rules, never one ahead', () => {
    expect(currentTaxYear(new Date('2026-11-29T00:00:00Z'))).toBe(2026);
    expect(currentTaxYear(new Date('2025-03-01T00:00:00Z'))).toBe(2025);
    expect(currentTaxYear(new Date('2023-06-01T00:00:00Z'))).toBe(2021);
    expect(currentTaxYear(new Date('2031-01-01T00:00:00Z'))).toBe(TAX_YEARS.at(-1));
    expect(currentTaxYear(new Date('2019-01-01T00:00:00Z'))).toBe(TAX_YEARS[0]);
  });
});

describe('a job alert of a net pay search', () => {
  it('names the net minimum among its filters', () => {
    expect(describeJobFilter({ query: 'kotlin', netMin: 4500 })).toBe('„kotlin“ · ≥ 4500 € netto');
  });
});
