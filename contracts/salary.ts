import { z } from 'zod';
import {
  TAX_YEARS,
  MIN_MONTHLY_INCOME,
  MIN_YEARLY_INCOME,
  MAX_MONTHLY_AMOUNT,
  MAX_YEARLY_AMOUNT,
  MAX_STACK,
  DEFAULT_ACCOUNTING_MONTHLY,
} from './salary-values.ts';

export * from './salary-values.ts';

/**
 * The salary tools (docs/product/overview-and-users.md, docs/product/validation.md, docs/product/constants.md): inputs of the calculators of employment, sole trader (živnosť)
 * and limited company (s.r.o.), their results, and the comparison of the three. Amounts are in EUR
 * with at most two decimals. Messages are translation keys of the `common` catalog.
 */

const REQUIRED = 'validation.required';

/**
 * A number from JSON or from a form: "2 700,50" and "2700.50" both read as 2700.5; an empty text is
 * missing. Anything else that is not a finite number fails with `validation.number`.
 */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : value;
}

const number = () =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? REQUIRED : 'validation.amountNumber',
  });

const cents = (schema: z.ZodNumber) =>
  schema.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.cents');

/** An amount in EUR of at least `min` and at most `max`; `minMessage` when below. */
export const amountSchema = ({ min, max, minMessage }: { min: number; max: number; minMessage: string }) =>
  z
    .preprocess(readNumber, cents(number().min(min, minMessage).max(max, 'validation.amountMax')))
    .meta({ multipleOf: 0.01, description: 'EUR, at most two decimals (whole cents)' });

/** A monthly income (gross salary, invoice or budget): 700 EUR at least. */
export const monthlyIncomeSchema = amountSchema({
  min: MIN_MONTHLY_INCOME,
  max: MAX_MONTHLY_AMOUNT,
  minMessage: 'validation.incomeMin',
});
/** A yearly revenue: 12 × 700 EUR at least. */
export const yearlyIncomeSchema = amountSchema({
  min: MIN_YEARLY_INCOME,
  max: MAX_YEARLY_AMOUNT,
  minMessage: 'validation.incomeMinYearly',
});
/** A cost or expense in EUR: zero or more. */
export const costSchema = (max: number) =>
  amountSchema({ min: 0, max, minMessage: 'validation.notNegative' });

/** The tax year, as a number or a numeric text; a year without parameters is refused. */
export const taxYearSchema = z
  .preprocess(
    readNumber,
    z.literal(TAX_YEARS, {
      error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'validation.taxYear'),
    }),
    // The generator lists only the first value of a literal of several.
  )
  .meta({ type: 'integer', enum: [...TAX_YEARS], description: 'A tax year whose parameters are known' });

/** A checkbox ("on", "true") or a boolean; missing is false. */
export const flagSchema = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const employmentInputSchema = z.object({
  year: taxYearSchema,
  /** Gross monthly salary. */
  grossMonthly: monthlyIncomeSchema,
});
export type EmploymentInput = z.output<typeof employmentInputSchema>;

export const soleTraderInputSchema = z.object({
  year: taxYearSchema,
  revenueYearly: yearlyIncomeSchema,
  /** The first year of the trade: no social insurance yet (docs/product/constants.md). */
  firstYear: flagSchema,
  /** Actual business expenses instead of the flat-rate 60 %; empty means flat-rate. */
  actualExpensesYearly: costSchema(MAX_YEARLY_AMOUNT).optional(),
});
export type SoleTraderInput = z.output<typeof soleTraderInputSchema>;

/** The owner's monthly salary from the company: none (0) or at least 700 EUR. */
export const ownerSalarySchema = z.preprocess(
  readNumber,
  cents(number().min(0, 'validation.notNegative').max(MAX_MONTHLY_AMOUNT, 'validation.amountMax')).refine(
    (v) => v === 0 || v >= MIN_MONTHLY_INCOME,
    'validation.salaryMinOrZero',
  ),
);

export const companyInputSchema = z.object({
  year: taxYearSchema,
  revenueYearly: yearlyIncomeSchema,
  ownerGrossMonthly: ownerSalarySchema.default(0),
  accountingMonthly: costSchema(MAX_MONTHLY_AMOUNT).default(DEFAULT_ACCOUNTING_MONTHLY),
  otherCostsYearly: costSchema(MAX_YEARLY_AMOUNT).default(0),
});
export type CompanyInput = z.output<typeof companyInputSchema>;

export const compareInputSchema = z.object({
  year: taxYearSchema,
  /** What the client pays per month in total: employer cost, invoice or company revenue. */
  budgetMonthly: monthlyIncomeSchema,
  firstYear: flagSchema,
});
export type CompareInput = z.output<typeof compareInputSchema>;

// ——— results ———————————————————————————————————————————————————————————————————————————————

const eur = z.number().describe('EUR, rounded to whole cents');

export const socialFunds = [
  'sickness',
  'oldAge',
  'disability',
  'unemployment',
  'guarantee',
  'reserve',
] as const;
export type SocialFund = (typeof socialFunds)[number];

/** One fund's contribution: its rate in per cent and the amount, rounded down to the cent. */
export const fundAmountSchema = z.object({ fund: z.enum(socialFunds), rate: z.number(), amount: eur });
export type FundAmount = z.infer<typeof fundAmountSchema>;

export const employmentResultSchema = z.object({
  year: z.number().int(),
  /** The tax year's figures are partly provisional (not yet checked against the law text). */
  provisional: z.boolean(),
  grossMonthly: eur,
  /** The capped base of social insurance. */
  socialBase: eur,
  employeeHealth: eur,
  employeeSocial: eur,
  employeeSocialFunds: z.array(fundAmountSchema),
  /** Gross minus the employee's insurance (ZD). */
  taxBase: eur,
  /** The monthly non-taxable part of the tax base (NČZD). */
  nonTaxable: eur,
  tax: eur,
  net: eur,
  employerHealth: eur,
  employerSocial: eur,
  employerSocialFunds: z.array(fundAmountSchema),
  /** Accident insurance, on the whole gross. */
  accident: eur,
  employerCost: eur,
  netYearly: eur,
  employerCostYearly: eur,
});
export type EmploymentResult = z.infer<typeof employmentResultSchema>;

export const soleTraderResultSchema = z.object({
  year: z.number().int(),
  provisional: z.boolean(),
  revenueYearly: eur,
  firstYear: z.boolean(),
  /** `flat`: 60 % of revenue up to the cap; `actual`: the expenses given. */
  expensesKind: z.enum(['flat', 'actual']),
  /** Flat-rate or actual business expenses. */
  businessExpenses: eur,
  /** Assessment base of the insurance per month before the minimum and maximum. */
  assessmentBaseMonthly: eur,
  healthBaseMonthly: eur,
  socialBaseMonthly: eur,
  /** Whether social insurance is due (not in the first year, nor below the income threshold). */
  socialApplies: z.boolean(),
  healthMonthly: eur,
  socialMonthly: eur,
  socialFunds: z.array(fundAmountSchema),
  healthYearly: eur,
  socialYearly: eur,
  /** Deductible expenses as in the tax return: business expenses plus the premiums paid. */
  expenses: eur,
  /** Revenue minus expenses (before the non-taxable part). */
  taxBase: eur,
  nonTaxable: eur,
  /** `reduced`: the 15 % rate of small businesses; `personal`: the personal-income bands. */
  taxRateKind: z.enum(['reduced', 'personal']),
  tax: eur,
  netYearly: eur,
  netMonthly: eur,
  /** Revenue per working day. */
  dailyRate: eur,
  workingDays: z.number().int(),
});
export type SoleTraderResult = z.infer<typeof soleTraderResultSchema>;

export const companyResultSchema = z.object({
  year: z.number().int(),
  provisional: z.boolean(),
  revenueYearly: eur,
  accountingYearly: eur,
  otherCostsYearly: eur,
  ownerGrossMonthly: eur,
  /** The owner's salary as an employee; null without a salary. */
  salary: employmentResultSchema.nullable(),
  /** The salary at full employer cost, per year. */
  salaryCostYearly: eur,
  profit: eur,
  /** Rate in per cent, chosen by revenue. */
  corporateTaxRate: z.number(),
  /** The minimum tax of the year and revenue, or null where the year has none. */
  minimumTax: eur.nullable(),
  corporateTax: eur,
  dividend: eur,
  dividendTaxRate: z.number(),
  dividendTax: eur,
  /** Health insurance the owner pays himself without a salary (self-payer at the minimum). */
  ownerHealthYearly: eur,
  ownerNetYearly: eur,
  ownerNetMonthly: eur,
});
export type CompanyResult = z.infer<typeof companyResultSchema>;

export const workForms = ['employment', 'soleTrader', 'company'] as const;
export type WorkForm = (typeof workForms)[number];

/** Where a year's money goes; the parts add up to what the client pays. */
export const breakdownSchema = z.object({ net: eur, tax: eur, health: eur, social: eur, costs: eur });
export type Breakdown = z.infer<typeof breakdownSchema>;

const formOutcome = { netMonthly: eur, netYearly: eur, breakdownYearly: breakdownSchema };

export const compareResultSchema = z.object({
  year: z.number().int(),
  provisional: z.boolean(),
  budgetMonthly: eur,
  firstYear: z.boolean(),
  employment: z.object({ ...formOutcome, grossMonthly: eur, detail: employmentResultSchema }),
  soleTrader: z.object({ ...formOutcome, detail: soleTraderResultSchema }),
  company: z.object({ ...formOutcome, detail: companyResultSchema }),
  /** The form that leaves the most per year. */
  winner: z.enum(workForms),
  /** Monthly budgets at which the winner changes (`from` just below, `to` from this budget on). */
  breakEvens: z.array(z.object({ budgetMonthly: eur, from: z.enum(workForms), to: z.enum(workForms) })),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

/** Daily rates (EUR) of published jobs requiring a technology, or any technology of a stack. */
export const marketRateSchema = z.object({
  name: z.string(),
  jobs: z.number().int(),
  min: z.number().nullable(),
  median: z.number().nullable(),
  max: z.number().nullable(),
});
export type MarketRate = z.infer<typeof marketRateSchema>;
export const marketRatesSchema = z.object({
  stack: marketRateSchema,
  technologies: z.array(marketRateSchema),
});
export type MarketRates = z.infer<typeof marketRatesSchema>;

/** The stack of the market-rate view: technology names, at most nine. */
export const stackSchema = z
  .array(z.string().trim().min(1).max(80))
  .max(MAX_STACK, 'validation.technologiesMax9')
  .transform((names) => [...new Set(names)]);

/** The amount the calculator page shows before anything is typed. */
export const DEFAULT_CALCULATOR_AMOUNT = 3_000;

/**
 * The calculator page's form (a GET form, so it works without JavaScript and can be shared): the
 * monthly amount, the tax year, the first-year toggle and, for signed-in users, the stack of the
 * market rates.
 */
export const calculatorQuerySchema = z.object({
  amount: monthlyIncomeSchema,
  year: taxYearSchema,
  firstYear: flagSchema,
  stack: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), stackSchema),
});
export type CalculatorQuery = z.output<typeof calculatorQuerySchema>;
