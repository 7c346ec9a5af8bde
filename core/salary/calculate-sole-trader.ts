import {
  soleTraderInputSchema,
  type FundAmount,
  type SoleTraderResult,
  type TaxYear,
} from '../../contracts/salary.ts';
import { fundsOf } from './funds.ts';
import { nonTaxableYearly, personalTaxYearly, reducedTaxYearly } from './income-tax.ts';
import { clamp, percentDown, percentHalfUp, roundHalfUp, toBp, toCents, toEur } from './money.ts';
import { parseSalaryInput } from './salary-input-error.ts';
import { taxYearParams, WORKING_DAYS_PER_YEAR, type TaxYearParams } from './tax-years.ts';

/**
 * The income tax of a sole trader's year (cents): expenses = business expenses + premiums paid,
 * tax base = revenue − expenses, minus the yearly NČZD; 15 % while revenue is within the small
 * business limit, else the personal bands.
 */
export function soleTraderTaxCents(
  params: TaxYearParams,
  { revenue, businessExpenses, premiums }: { revenue: number; businessExpenses: number; premiums: number },
) {
  const expenses = businessExpenses + premiums;
  const taxBase = Math.max(0, revenue - expenses);
  const nonTaxable = nonTaxableYearly(params, taxBase);
  const taxable = Math.max(0, taxBase - nonTaxable);
  const reduced = revenue <= toCents(params.soleTrader.reducedRateUpTo);
  const tax = reduced ? reducedTaxYearly(params, taxable) : personalTaxYearly(params, taxable);
  return {
    expenses,
    taxBase,
    nonTaxable,
    tax,
    taxRateKind: reduced ? ('reduced' as const) : ('personal' as const),
  };
}

/**
 * The tax step alone, with the premiums paid given (as in a tax return, where they are known):
 * salary-sk.md's check "revenue 25,000, premiums 1,000 + 1,000 → expenses 17,000, tax 523.29".
 * Amounts in EUR.
 */
export function soleTraderTax(input: {
  year: TaxYear;
  revenueYearly: number;
  businessExpensesYearly: number;
  premiumsYearly: number;
}) {
  const params = taxYearParams(input.year);
  const c = soleTraderTaxCents(params, {
    revenue: toCents(input.revenueYearly),
    businessExpenses: toCents(input.businessExpensesYearly),
    premiums: toCents(input.premiumsYearly),
  });
  return {
    expenses: toEur(c.expenses),
    taxBase: toEur(c.taxBase),
    nonTaxable: toEur(c.nonTaxable),
    tax: toEur(c.tax),
    taxRateKind: c.taxRateKind,
  };
}

/** Flat-rate expenses (cents): 60 % of revenue, at most the yearly cap. */
export const flatExpensesCents = (params: TaxYearParams, revenue: number): number =>
  Math.min(
    percentHalfUp(revenue, toBp(params.soleTrader.flatExpenseRate)),
    toCents(params.soleTrader.flatExpenseCap),
  );

/** A sole trader's year in cents, without the input checks. */
export function soleTraderCents(
  params: TaxYearParams,
  {
    revenue,
    firstYear,
    actualExpenses,
  }: { revenue: number; firstYear: boolean; actualExpenses?: number | undefined },
) {
  const st = params.soleTrader;
  const businessExpenses = actualExpenses ?? flatExpensesCents(params, revenue);
  // Assessment base per month = (revenue − expenses) / 1.486 / 12, rounded down to the cent.
  const coefficient = Math.round(st.assessmentCoefficient * 1000);
  const assessmentBase = Math.max(0, Math.floor(((revenue - businessExpenses) * 1000) / (coefficient * 12)));
  const healthBase = Math.max(assessmentBase, toCents(st.minHealthBaseMonthly));
  const socialBase = clamp(
    assessmentBase,
    toCents(st.minSocialBaseMonthly),
    toCents(params.maxSocialBaseMonthly),
  );
  // No social insurance in the first year (docs/product/constants.md), nor while the income stays within the
  // threshold of 12 × the minimum base (taken as this year's income, the previous one being unknown).
  const socialApplies = !firstYear && revenue > 12 * toCents(st.minSocialBaseMonthly);
  const funds = socialApplies ? fundsOf(st.social, socialBase) : [];
  const socialMonthly = funds.reduce((total, f) => total + f.cents, 0);
  const healthMonthly = percentDown(healthBase, toBp(st.health));
  const healthYearly = 12 * healthMonthly;
  const socialYearly = 12 * socialMonthly;
  const tax = soleTraderTaxCents(params, {
    revenue,
    businessExpenses,
    premiums: healthYearly + socialYearly,
  });
  const netYearly = revenue - (actualExpenses ?? 0) - healthYearly - socialYearly - tax.tax;
  return {
    revenue,
    firstYear,
    expensesKind: actualExpenses === undefined ? ('flat' as const) : ('actual' as const),
    businessExpenses,
    assessmentBase,
    healthBase,
    socialBase: socialApplies ? socialBase : 0,
    socialApplies,
    funds,
    healthMonthly,
    socialMonthly,
    healthYearly,
    socialYearly,
    ...tax,
    netYearly,
  };
}
export type SoleTraderCents = ReturnType<typeof soleTraderCents>;

export function soleTraderResult(params: TaxYearParams, c: SoleTraderCents): SoleTraderResult {
  const funds: FundAmount[] = c.funds.map((f) => ({ fund: f.fund, rate: f.rate, amount: toEur(f.cents) }));
  return {
    year: params.year,
    provisional: params.provisional.length > 0,
    revenueYearly: toEur(c.revenue),
    firstYear: c.firstYear,
    expensesKind: c.expensesKind,
    businessExpenses: toEur(c.businessExpenses),
    assessmentBaseMonthly: toEur(c.assessmentBase),
    healthBaseMonthly: toEur(c.healthBase),
    socialBaseMonthly: toEur(c.socialBase),
    socialApplies: c.socialApplies,
    healthMonthly: toEur(c.healthMonthly),
    socialMonthly: toEur(c.socialMonthly),
    socialFunds: funds,
    healthYearly: toEur(c.healthYearly),
    socialYearly: toEur(c.socialYearly),
    expenses: toEur(c.expenses),
    taxBase: toEur(c.taxBase),
    nonTaxable: toEur(c.nonTaxable),
    taxRateKind: c.taxRateKind,
    tax: toEur(c.tax),
    netYearly: toEur(c.netYearly),
    netMonthly: toEur(roundHalfUp(c.netYearly, 12)),
    dailyRate: toEur(roundHalfUp(c.revenue, WORKING_DAYS_PER_YEAR)),
    workingDays: WORKING_DAYS_PER_YEAR,
  };
}

/**
 * A sole trader's year (salary-sk.md "Sole trader"): flat-rate (or actual) expenses, the insurance
 * bases and premiums per month and year, the tax base, NČZD, the tax at 15 % or the personal bands,
 * the net per year and month and the equivalent daily rate. Throws a SalaryInputError (400) on bad
 * input.
 */
export function calculateSoleTrader(input: {
  year: number;
  revenueYearly: number;
  firstYear?: boolean;
  actualExpensesYearly?: number | undefined;
}): SoleTraderResult {
  const { year, revenueYearly, firstYear, actualExpensesYearly } = parseSalaryInput(
    soleTraderInputSchema,
    input,
  );
  const params = taxYearParams(year);
  return soleTraderResult(
    params,
    soleTraderCents(params, {
      revenue: toCents(revenueYearly),
      firstYear,
      actualExpenses: actualExpensesYearly === undefined ? undefined : toCents(actualExpensesYearly),
    }),
  );
}
