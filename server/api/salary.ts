import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { problemSchema } from '../../contracts/problem.ts';
import {
  companyInputSchema,
  companyResultSchema,
  compareInputSchema,
  compareResultSchema,
  employmentInputSchema,
  employmentResultSchema,
  soleTraderInputSchema,
  soleTraderResultSchema,
} from '../../contracts/salary.ts';
import { calculateCompany } from '../../core/salary/calculate-company.ts';
import { calculateEmployment } from '../../core/salary/calculate-employment.ts';
import { calculateSoleTrader } from '../../core/salary/calculate-sole-trader.ts';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { json } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const invalid = {
  400: {
    description:
      'Invalid input, with translated messages per field: not a number, negative, below 700 EUR a month, too high, or a tax year without parameters',
    content: { 'application/problem+json': { schema: problemSchema } },
  },
};
const YEARS =
  'Tax years 2021, 2024, 2025 and 2026 (2026 partly provisional). Amounts in EUR; contributions are rounded down per fund, tax and the non-taxable part half up.';

const employment = createRoute({
  method: 'post',
  path: '/salary/employment',
  tags: ['Salary'],
  summary: 'Employee: insurance, tax and net of a gross monthly salary',
  description: `Employee health and social insurance per fund, tax base, monthly non-taxable part (NČZD), tax, net; the employer's insurance per fund, accident insurance and total cost. ${YEARS}`,
  request: { body: { required: true, ...json(employmentInputSchema) } },
  responses: {
    200: { description: 'Every figure of the month', ...json(employmentResultSchema) },
    ...invalid,
  },
});

const soleTrader = createRoute({
  method: 'post',
  path: '/salary/sole-trader',
  tags: ['Salary'],
  summary: 'Sole trader: expenses, insurance, tax and net of a yearly revenue',
  description: `Flat-rate (60 %, at most 20,000) or actual expenses, the insurance bases and premiums per month and year (no social insurance in the first year), tax base, NČZD, tax at 15 % or the personal bands, net per year and month and the equivalent daily rate. ${YEARS}`,
  request: { body: { required: true, ...json(soleTraderInputSchema) } },
  responses: {
    200: { description: 'Every figure of the year', ...json(soleTraderResultSchema) },
    ...invalid,
  },
});

const company = createRoute({
  method: 'post',
  path: '/salary/company',
  tags: ['Salary'],
  summary: 'Limited company: profit, corporate tax, dividend and the owner’s net',
  description: `Profit after accounting, the owner's salary at full employer cost and other costs; corporate tax by the revenue band (not below the minimum tax where the year has one), dividend, withholding tax and the owner's net. ${YEARS}`,
  request: { body: { required: true, ...json(companyInputSchema) } },
  responses: { 200: { description: 'Every figure of the year', ...json(companyResultSchema) }, ...invalid },
});

const compare = createRoute({
  method: 'post',
  path: '/salary/compare',
  tags: ['Salary'],
  summary: 'Employment, sole trader and limited company for the same monthly budget',
  description: `What each form leaves the person when the client's total monthly cost is the same (employer cost, invoice, company revenue), the winner and the budgets at which the winner changes. ${YEARS}`,
  request: { body: { required: true, ...json(compareInputSchema) } },
  responses: {
    200: { description: 'The three forms side by side', ...json(compareResultSchema) },
    ...invalid,
  },
});

/** The salary calculators over HTTP: pure computations, the same code the calculator page runs. */
export const salaryApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(employment, (c) => c.json(calculateEmployment(c.req.valid('json')), 200))
  .openapi(soleTrader, (c) => c.json(calculateSoleTrader(c.req.valid('json')), 200))
  .openapi(company, (c) => c.json(calculateCompany(c.req.valid('json')), 200))
  .openapi(compare, (c) => c.json(compareForms(c.req.valid('json')), 200));
