import type { LegalRelationType } from '../../contracts/enums.ts';
import type { NetPay } from '../../contracts/jobs.ts';
import {
  DEFAULT_ACCOUNTING_MONTHLY,
  MAX_MONTHLY_AMOUNT,
  MIN_MONTHLY_INCOME,
  TAX_YEARS,
  type TaxYear,
} from '../../contracts/salary-values.ts';
import { companyCents } from '../salary/calculate-company.ts';
import { employmentCents } from '../salary/calculate-employment.ts';
import { soleTraderCents } from '../salary/calculate-sole-trader.ts';
import { roundHalfUp, toCents, toEur } from '../salary/money.ts';
import { taxYearParams, type TaxYearParams } from '../salary/tax-years.ts';

/** Working days a month and hours a day of a contractor's rate (the job pages' monthly estimate). */
export const NET_PAY_DAYS_PER_MONTH = 20;
export const NET_PAY_HOURS_PER_DAY = 8;

/** The pay columns of a job that its net pay depends on. */
export interface JobPay {
  legalRelationType: LegalRelationType | string;
  hourlyRate: number | null;
  mdBudgetFrom: number | null;
  mdBudgetTo: number | null;
  monthlySalaryFrom: number | null;
  monthlySalaryTo: number | null;
}

/** Whether a job states its pay: a salary (range) or a rate, above zero. */
export const hasPay = (job: JobPay): boolean =>
  [job.hourlyRate, job.mdBudgetFrom, job.mdBudgetTo, job.monthlySalaryFrom, job.monthlySalaryTo].some(
    (v) => v !== null && v > 0,
  );

/** The tax year whose rules apply at `now`: the latest year with parameters not after it. */
export function currentTaxYear(now: Date): TaxYear {
  const year = now.getUTCFullYear();
  const known = TAX_YEARS.filter((y) => y <= year);
  return known.length ? known[known.length - 1]! : TAX_YEARS[0];
}

type Range = { from: number; to: number };
const positive = (v: number | null): v is number => v !== null && v > 0;
const rangeOf = (values: number[]): Range | null =>
  values.length ? { from: Math.min(...values), to: Math.max(...values) } : null;

/**
 * What a job pays per month in EUR, and as what (ADR 120): `salary` — an employee's monthly gross of
 * a permanent job (its monthly salary range, else 20 days of its rate); `invoice` — a contractor's
 * monthly revenue of a contract job (20 days of the day rates it names: 8 × the hourly rate and the MD
 * budget, else its monthly amount). An agreement (dohoda) has levies and hour limits of its own that
 * the calculators do not model: none. Null without pay.
 */
export function payBasis(job: JobPay): { kind: 'salary' | 'invoice'; monthly: Range } | null {
  const dayRates = [
    ...(positive(job.hourlyRate) ? [job.hourlyRate * NET_PAY_HOURS_PER_DAY] : []),
    ...[job.mdBudgetFrom, job.mdBudgetTo].filter(positive),
  ].map((d) => d * NET_PAY_DAYS_PER_MONTH);
  const monthly = [job.monthlySalaryFrom, job.monthlySalaryTo].filter(positive);
  if (job.legalRelationType === 'permanent') {
    const range = rangeOf(monthly) ?? rangeOf(dayRates);
    return range ? { kind: 'salary', monthly: range } : null;
  }
  if (job.legalRelationType === 'contract') {
    const range = rangeOf(dayRates) ?? rangeOf(monthly);
    return range ? { kind: 'invoice', monthly: range } : null;
  }
  return null;
}

/** Amounts the calculators take: a monthly income of 700 EUR up to their maximum. */
const computable = (r: Range) => r.from >= MIN_MONTHLY_INCOME && r.to <= MAX_MONTHLY_AMOUNT;

/** An employee's monthly net (cents) of a monthly gross (cents). */
const employeeNet = (params: TaxYearParams, gross: number) => employmentCents(params, gross).net;

/** A sole trader's monthly net (cents) of a monthly invoice (cents), as the calculator rounds it. */
const soleTraderNet = (params: TaxYearParams, invoice: number, firstYear: boolean) =>
  roundHalfUp(soleTraderCents(params, { revenue: 12 * invoice, firstYear }).netYearly, 12);

/** The owner's monthly net (cents) through an s.r.o. with the calculator's defaults. */
const companyNet = (params: TaxYearParams, invoice: number) =>
  roundHalfUp(
    companyCents(params, {
      revenue: 12 * invoice,
      ownerGross: 0,
      accountingMonthly: toCents(DEFAULT_ACCOUNTING_MONTHLY),
      otherCosts: 0,
    }).ownerNetYearly,
    12,
  );

/**
 * The lowest monthly gross (cents) whose employee net reaches `net` cents: bisection over whole cents
 * of the employment calculator (the net grows with the gross; where rounding makes it stand still,
 * the first cent past the boundary is taken).
 */
export function grossForEmployeeNet(params: TaxYearParams, net: number): number {
  let low = 0; // employeeNet(low) < net
  if (employeeNet(params, low) >= net) return 0;
  let high = Math.max(1, net);
  while (employeeNet(params, high) < net) high *= 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (employeeNet(params, mid) >= net) high = mid;
    else low = mid;
  }
  return high;
}

const both = (range: Range, f: (cents: number) => number): Range => ({
  from: toEur(f(toCents(range.from))),
  to: toEur(f(toCents(range.to))),
});

/**
 * A job's net pay per form of work with the rules of `year` (ADR 120), by the salary calculators
 * themselves: the employee's net of a salary; for a contractor's invoice the sole trader's net (later
 * years, and the first year where it differs), the s.r.o. owner's net and the employment-equivalent
 * gross. A form whose amounts the calculators do not take (below 700 EUR a month) is left out.
 */
export function computeNetPay(job: JobPay, year: TaxYear): NetPay {
  const basis = payBasis(job);
  if (!basis || !computable(basis.monthly)) return { taxYear: year };
  const params = taxYearParams(year);
  const { monthly } = basis;
  const middle = toCents((monthly.from + monthly.to) / 2);
  if (basis.kind === 'salary')
    return {
      taxYear: year,
      employee: both(monthly, (gross) => employeeNet(params, gross)),
      calculatorAmount: toEur(employmentCents(params, middle).employerCost),
    };
  const soleTrader = both(monthly, (invoice) => soleTraderNet(params, invoice, false));
  const firstYear = both(monthly, (invoice) => soleTraderNet(params, invoice, true));
  const company = both(monthly, (invoice) => companyNet(params, invoice));
  const equivalent = (pick: 'from' | 'to') =>
    toEur(grossForEmployeeNet(params, toCents(Math.max(soleTrader[pick], company[pick]))));
  return {
    taxYear: year,
    soleTrader,
    ...(firstYear.from !== soleTrader.from || firstYear.to !== soleTrader.to
      ? { soleTraderFirstYear: firstYear }
      : {}),
    company,
    employmentEquivalentGross: { from: equivalent('from'), to: equivalent('to') },
    calculatorAmount: toEur(middle),
  };
}

/** The forms whose net counts for `netMin` and the net sort: the lasting ones (not the first year). */
export const NET_FORMS = ['employee', 'soleTrader', 'company'] as const;
export type NetForm = (typeof NET_FORMS)[number];

/**
 * The highest monthly net in cents of any form a job allows (the top of its range): what `netMin`
 * is compared with and the net sort orders by. Null without a computed net.
 */
export function bestNetCents(netPay: NetPay | null): number | null {
  let best: number | null = null;
  for (const form of NET_FORMS) {
    const range = netPay?.[form];
    if (range && (best === null || toCents(range.to) > best)) best = toCents(range.to);
  }
  return best;
}
