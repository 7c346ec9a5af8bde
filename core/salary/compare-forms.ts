import {
  compareInputSchema,
  DEFAULT_ACCOUNTING_MONTHLY,
  type Breakdown,
  type CompareResult,
  type TaxYear,
  type WorkForm,
} from '../../contracts/salary.ts';
import { companyCents, companyResult, type CompanyCents } from './calculate-company.ts';
import { employmentCents, employmentResult, type EmploymentCents } from './calculate-employment.ts';
import { soleTraderCents, soleTraderResult, type SoleTraderCents } from './calculate-sole-trader.ts';
import { roundHalfUp, toCents, toEur } from './money.ts';
import { parseSalaryInput } from './salary-input-error.ts';
import { taxYearParams, type TaxYearParams } from './tax-years.ts';
import { BREAK_EVEN_RANGE } from './break-even-range.ts';

/**
 * The highest gross salary (cents) whose employer cost does not exceed `budget` cents. The cost is
 * a non-decreasing step function of the gross (each part is rounded down), so a binary search over
 * whole cents finds it exactly (ADR 014).
 */
export function grossForEmployerCost(params: TaxYearParams, budget: number): number {
  let low = 0; // cost(low) ≤ budget
  let high = budget + 1; // cost(high) > budget, since the cost is at least the gross
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (employmentCents(params, mid).employerCost <= budget) low = mid;
    else high = mid;
  }
  return low;
}

const breakdownOfEmployment = (e: EmploymentCents) => ({
  net: 12 * e.net,
  tax: 12 * e.tax,
  health: 12 * (e.employeeHealth + e.employerHealth),
  social: 12 * (e.employeeSocial + e.employerSocial + e.accident),
  costs: 0,
});
const breakdownOfSoleTrader = (s: SoleTraderCents) => ({
  net: s.netYearly,
  tax: s.tax,
  health: s.healthYearly,
  social: s.socialYearly,
  costs: s.expensesKind === 'actual' ? s.businessExpenses : 0,
});
const breakdownOfCompany = (c: CompanyCents) => {
  const salary = c.salary
    ? breakdownOfEmployment(c.salary)
    : { net: 0, tax: 0, health: 0, social: 0, costs: 0 };
  return {
    net: c.ownerNetYearly,
    tax: salary.tax + c.corporateTax + c.dividendTax,
    health: salary.health + c.ownerHealthYearly,
    social: salary.social,
    costs: c.accountingYearly + c.otherCosts,
  };
};
const inEur = (b: Breakdown): Breakdown => ({
  net: toEur(b.net),
  tax: toEur(b.tax),
  health: toEur(b.health),
  social: toEur(b.social),
  costs: toEur(b.costs),
});

/** The three forms for one monthly budget in cents. */
function outcomes(params: TaxYearParams, budget: number, firstYear: boolean) {
  const gross = grossForEmployerCost(params, budget);
  const employment = employmentCents(params, gross);
  const soleTrader = soleTraderCents(params, { revenue: 12 * budget, firstYear });
  const company = companyCents(params, {
    revenue: 12 * budget,
    ownerGross: 0,
    accountingMonthly: toCents(DEFAULT_ACCOUNTING_MONTHLY),
    otherCosts: 0,
  });
  const net: Record<WorkForm, number> = {
    employment: 12 * employment.net,
    soleTrader: soleTrader.netYearly,
    company: company.ownerNetYearly,
  };
  return { employment, soleTrader, company, net, winner: winnerOf(net) };
}

/** The form with the highest yearly net; on a tie the first of employment, sole trader, company. */
function winnerOf(net: Record<WorkForm, number>): WorkForm {
  let best: WorkForm = 'employment';
  for (const form of ['soleTrader', 'company'] as const) if (net[form] > net[best]) best = form;
  return best;
}

const breakEvenCache = new Map<string, CompareResult['breakEvens']>();

/** Budgets (EUR a month) at which the winner changes, found on a grid and refined to the cent. */
export function breakEvens(year: TaxYear, firstYear: boolean): CompareResult['breakEvens'] {
  const key = `${year}:${firstYear}`;
  const cached = breakEvenCache.get(key);
  if (cached) return cached;
  const params = taxYearParams(year);
  const winnerAt = (budget: number) => outcomes(params, budget, firstYear).winner;
  const found: CompareResult['breakEvens'] = [];
  const { from, to, step } = BREAK_EVEN_RANGE;
  let lowBudget = toCents(from);
  let lowWinner = winnerAt(lowBudget);
  for (let eur = from + step; eur <= to; eur += step) {
    const budget = toCents(eur);
    const winner = winnerAt(budget);
    if (winner !== lowWinner) {
      // Refine: the first cent at which the winner is no longer `lowWinner`.
      let low = lowBudget;
      let high = budget;
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (winnerAt(mid) === lowWinner) low = mid;
        else high = mid;
      }
      found.push({ budgetMonthly: toEur(high), from: lowWinner, to: winnerAt(high) });
      lowWinner = winner;
    }
    lowBudget = budget;
  }
  breakEvenCache.set(key, found);
  return found;
}

/**
 * What each form of work leaves the person when the client's total monthly cost is the same
 * (`budgetMonthly`, EUR): as an employee the budget is the employer's cost (the gross is solved from
 * it), as a sole trader it is the invoice (flat-rate expenses), and for a limited company it is the
 * company's revenue (the owner takes no salary, pays health insurance as a self-payer, accounting
 * 60 EUR a month, dividends for the rest). Returns each form's net per month and year, where the
 * money goes (`breakdownYearly`: net, tax, health, social, costs), the full calculation (`detail`),
 * the winner (highest yearly net) and the budgets at which the winner changes
 * (`breakEvens`, searched from 700 to 30,000 EUR a month).
 *
 * Pure and synchronous; runs in the browser as well as on the server. Throws a SalaryInputError
 * (code VALIDATION_FAILED, status 400, `fieldErrors` as `validation.*` keys) on bad input.
 *
 * @example compareForms({ year: 2026, budgetMonthly: 5000, firstYear: false }).winner
 */
export function compareForms(input: {
  year: number;
  budgetMonthly: number;
  firstYear?: boolean;
}): CompareResult {
  const { year, budgetMonthly, firstYear } = parseSalaryInput(compareInputSchema, input);
  const params = taxYearParams(year);
  const budget = toCents(budgetMonthly);
  const o = outcomes(params, budget, firstYear);
  return {
    year,
    provisional: params.provisional.length > 0,
    budgetMonthly: toEur(budget),
    firstYear,
    employment: {
      grossMonthly: toEur(o.employment.gross),
      netMonthly: toEur(o.employment.net),
      netYearly: toEur(o.net.employment),
      breakdownYearly: inEur(breakdownOfEmployment(o.employment)),
      detail: employmentResult(params, o.employment),
    },
    soleTrader: {
      netMonthly: toEur(roundHalfUp(o.net.soleTrader, 12)),
      netYearly: toEur(o.net.soleTrader),
      breakdownYearly: inEur(breakdownOfSoleTrader(o.soleTrader)),
      detail: soleTraderResult(params, o.soleTrader),
    },
    company: {
      netMonthly: toEur(roundHalfUp(o.net.company, 12)),
      netYearly: toEur(o.net.company),
      breakdownYearly: inEur(breakdownOfCompany(o.company)),
      detail: companyResult(params, o.company),
    },
    winner: o.winner,
    breakEvens: breakEvens(year, firstYear),
  };
}
