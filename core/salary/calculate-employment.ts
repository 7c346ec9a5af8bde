import {
  employmentInputSchema,
  type EmploymentResult,
  type FundAmount,
  type SocialFund,
} from '../../contracts/salary.ts';
import { fundsOf } from './funds.ts';
import { nonTaxableMonthly, personalTaxMonthly } from './income-tax.ts';
import { percentDown, toBp, toCents, toEur } from './money.ts';
import { parseSalaryInput } from './salary-input-error.ts';
import { taxYearParams, type TaxYearParams } from './tax-years.ts';

const sum = (funds: { cents: number }[]) => funds.reduce((total, f) => total + f.cents, 0);
const fundsInEur = (funds: { fund: SocialFund; rate: number; cents: number }[]): FundAmount[] =>
  funds.map((f) => ({ fund: f.fund, rate: f.rate, amount: toEur(f.cents) }));

/** Employment figures in cents for a gross salary in cents, without the input checks. */
export function employmentCents(params: TaxYearParams, gross: number) {
  const socialBase = Math.min(gross, toCents(params.maxSocialBaseMonthly));
  const employeeFunds = fundsOf(params.employee.social, socialBase);
  const employeeSocial = sum(employeeFunds);
  const employeeHealth = percentDown(gross, toBp(params.employee.health));
  const taxBase = gross - employeeSocial - employeeHealth;
  const nonTaxable = nonTaxableMonthly(params, taxBase);
  const tax = Math.max(0, personalTaxMonthly(params, taxBase - nonTaxable));
  const net = gross - employeeSocial - employeeHealth - tax;
  const employerFunds = fundsOf(params.employer.social, socialBase);
  const employerSocial = sum(employerFunds);
  const employerHealth = percentDown(gross, toBp(params.employer.health));
  const accident = percentDown(gross, toBp(params.employer.accident));
  const employerCost = gross + employerHealth + employerSocial + accident;
  return {
    gross,
    socialBase,
    employeeFunds,
    employeeSocial,
    employeeHealth,
    taxBase,
    nonTaxable,
    tax,
    net,
    employerFunds,
    employerSocial,
    employerHealth,
    accident,
    employerCost,
  };
}
export type EmploymentCents = ReturnType<typeof employmentCents>;

/** The result in EUR of figures in cents. */
export function employmentResult(params: TaxYearParams, c: EmploymentCents): EmploymentResult {
  return {
    year: params.year,
    provisional: params.provisional.length > 0,
    grossMonthly: toEur(c.gross),
    socialBase: toEur(c.socialBase),
    employeeHealth: toEur(c.employeeHealth),
    employeeSocial: toEur(c.employeeSocial),
    employeeSocialFunds: fundsInEur(c.employeeFunds),
    taxBase: toEur(c.taxBase),
    nonTaxable: toEur(c.nonTaxable),
    tax: toEur(c.tax),
    net: toEur(c.net),
    employerHealth: toEur(c.employerHealth),
    employerSocial: toEur(c.employerSocial),
    employerSocialFunds: fundsInEur(c.employerFunds),
    accident: toEur(c.accident),
    employerCost: toEur(c.employerCost),
    netYearly: toEur(12 * c.net),
    employerCostYearly: toEur(12 * c.employerCost),
  };
}

/**
 * An employee's month (salary-sk.md "Employment"): insurance per fund rounded down, the tax base,
 * the monthly NČZD, the tax advance and the net; the employer's insurance, accident insurance and
 * total cost. Throws a SalaryInputError (400) for a year without parameters, a gross below 700 EUR
 * or an amount that is not a finite number.
 */
export function calculateEmployment(input: { year: number; grossMonthly: number }): EmploymentResult {
  const { year, grossMonthly } = parseSalaryInput(employmentInputSchema, input);
  const params = taxYearParams(year);
  return employmentResult(params, employmentCents(params, toCents(grossMonthly)));
}
