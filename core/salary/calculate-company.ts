import { companyInputSchema, type CompanyResult } from '../../contracts/salary.ts';
import { employmentCents, employmentResult, type EmploymentCents } from './calculate-employment.ts';
import { percentDown, percentHalfUp, roundHalfUp, toBp, toCents, toEur } from './money.ts';
import { bandOf } from './bands.ts';
import { parseSalaryInput } from './salary-input-error.ts';
import { taxYearParams, type TaxYearParams } from './tax-years.ts';

/**
 * Corporate tax and the dividend of a profit (cents): tax = rate × profit half up, not below the
 * minimum tax; dividend = profit − tax; withholding = dividend rate × dividend half up.
 */
export function dividendCents({
  profit,
  corporateRate,
  minimumTax,
  dividendRate,
}: {
  profit: number;
  corporateRate: number;
  minimumTax: number | null;
  dividendRate: number;
}) {
  const computed = profit > 0 ? percentHalfUp(profit, toBp(corporateRate)) : 0;
  const corporateTax = minimumTax === null ? computed : Math.max(computed, minimumTax);
  const dividend = Math.max(0, profit - corporateTax);
  const dividendTax = percentHalfUp(dividend, toBp(dividendRate));
  return { corporateTax, dividend, dividendTax, dividendNet: dividend - dividendTax };
}

/**
 * The corporate-tax and dividend step alone, in EUR, with the rates given: salary-sk.md's checks
 * "dividend 7,600 at 7 % → 532 → 7,068" and "profit 1,000 at 15 % → 150 → 850 → 10 % → 85 → 765".
 */
export function dividendOfProfit(input: {
  profit: number;
  corporateRate: number;
  dividendRate: number;
  minimumTax?: number | null;
}) {
  const c = dividendCents({
    profit: toCents(input.profit),
    corporateRate: input.corporateRate,
    minimumTax: input.minimumTax == null ? null : toCents(input.minimumTax),
    dividendRate: input.dividendRate,
  });
  return {
    corporateTax: toEur(c.corporateTax),
    dividend: toEur(c.dividend),
    dividendTax: toEur(c.dividendTax),
    dividendNet: toEur(c.dividendNet),
  };
}

/**
 * Health insurance of an owner without a salary (cents per year): a self-payer (samoplatiteľ, § 11
 * ZZP) pays at least the minimum advance, the same minimum base and rate as a sole trader.
 */
export const selfPayerHealthYearly = (params: TaxYearParams): number =>
  12 * percentDown(toCents(params.soleTrader.minHealthBaseMonthly), toBp(params.soleTrader.health));

/** A company's year in cents, without the input checks. */
export function companyCents(
  params: TaxYearParams,
  {
    revenue,
    ownerGross,
    accountingMonthly,
    otherCosts,
  }: { revenue: number; ownerGross: number; accountingMonthly: number; otherCosts: number },
) {
  const salary: EmploymentCents | null = ownerGross > 0 ? employmentCents(params, ownerGross) : null;
  const salaryCostYearly = salary ? 12 * salary.employerCost : 0;
  const accountingYearly = 12 * accountingMonthly;
  const profit = revenue - accountingYearly - salaryCostYearly - otherCosts;
  const corporateRate = bandOf(params.corporateRates, revenue);
  const minimumTax = params.minimumTax ? toCents(bandOf(params.minimumTax, revenue)) : null;
  const dividend = dividendCents({ profit, corporateRate, minimumTax, dividendRate: params.dividendRate });
  const ownerHealthYearly = salary ? 0 : selfPayerHealthYearly(params);
  const ownerNetYearly = (salary ? 12 * salary.net : 0) + dividend.dividendNet - ownerHealthYearly;
  return {
    revenue,
    ownerGross,
    accountingYearly,
    otherCosts,
    salary,
    salaryCostYearly,
    profit,
    corporateRate,
    minimumTax,
    ...dividend,
    ownerHealthYearly,
    ownerNetYearly,
  };
}
export type CompanyCents = ReturnType<typeof companyCents>;

export function companyResult(params: TaxYearParams, c: CompanyCents): CompanyResult {
  return {
    year: params.year,
    provisional: params.provisional.length > 0,
    revenueYearly: toEur(c.revenue),
    accountingYearly: toEur(c.accountingYearly),
    otherCostsYearly: toEur(c.otherCosts),
    ownerGrossMonthly: toEur(c.ownerGross),
    salary: c.salary ? employmentResult(params, c.salary) : null,
    salaryCostYearly: toEur(c.salaryCostYearly),
    profit: toEur(c.profit),
    corporateTaxRate: c.corporateRate,
    minimumTax: c.minimumTax === null ? null : toEur(c.minimumTax),
    corporateTax: toEur(c.corporateTax),
    dividend: toEur(c.dividend),
    dividendTaxRate: params.dividendRate,
    dividendTax: toEur(c.dividendTax),
    ownerHealthYearly: toEur(c.ownerHealthYearly),
    ownerNetYearly: toEur(c.ownerNetYearly),
    ownerNetMonthly: toEur(roundHalfUp(c.ownerNetYearly, 12)),
  };
}

/**
 * A limited company's year (salary-sk.md "Limited company"): profit after accounting, the owner's
 * salary at full employer cost and other costs; corporate tax by the revenue band (not below the
 * year's minimum tax); the dividend and its withholding; the owner's net = salary net + dividend −
 * withholding − the self-payer health insurance when he takes no salary. Throws a SalaryInputError
 * (400) on bad input.
 */
export function calculateCompany(input: {
  year: number;
  revenueYearly: number;
  ownerGrossMonthly?: number;
  accountingMonthly?: number;
  otherCostsYearly?: number;
}): CompanyResult {
  const v = parseSalaryInput(companyInputSchema, input);
  const params = taxYearParams(v.year);
  return companyResult(
    params,
    companyCents(params, {
      revenue: toCents(v.revenueYearly),
      ownerGross: toCents(v.ownerGrossMonthly),
      accountingMonthly: toCents(v.accountingMonthly),
      otherCosts: toCents(v.otherCostsYearly),
    }),
  );
}
