import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp } from '../setup/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/** Cents of an amount in EUR, for exact sums. */
const c = (eur: number) => Math.round(eur * 100);

async function post(path: string, body: unknown, lang = 'en') {
  const response = await ctx.app.request(`/api/salary/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('salary API', () => {
  it('employment: every figure of the 2021 check', async () => {
    const { status, body } = await post('employment', { year: 2021, grossMonthly: 2700 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      employeeHealth: 108,
      employeeSocial: 253.8,
      taxBase: 2338.2,
      nonTaxable: 206.74,
      tax: 404.98,
      net: 1933.22,
      employerCost: 3650.4,
    });
    expect(body.employeeSocialFunds).toHaveLength(4);
    expect(body.employerSocialFunds).toHaveLength(6);
  });

  it('sole trader: expenses, premiums, tax and net of a year', async () => {
    const { status, body } = await post('sole-trader', {
      year: 2025,
      revenueYearly: 36_000,
      firstYear: false,
    });
    expect(status).toBe(200);
    expect(body.businessExpenses).toBe(20_000);
    // (36,000 − 20,000) / 1.486 / 12 = 897.26 a month
    expect(body.assessmentBaseMonthly).toBe(897.26);
    expect(body.healthYearly).toBe(12 * 134.58);
    // per fund, rounded down: 39.47 + 161.50 + 53.83 + 42.61
    expect(body.socialYearly).toBe(3_568.92);
    expect(c(body.expenses)).toBe(c(20_000) + c(body.healthYearly) + c(body.socialYearly));
    expect(c(body.taxBase)).toBe(c(36_000) - c(body.expenses));
    expect(body.nonTaxable).toBe(5_753.79);
    expect(body.taxRateKind).toBe('reduced');
    expect(c(body.netYearly)).toBe(c(36_000) - c(body.healthYearly) - c(body.socialYearly) - c(body.tax));
    expect(body.dailyRate).toBe(150);
    const first = await post('sole-trader', { year: 2025, revenueYearly: 36_000, firstYear: true });
    expect(first.body.socialYearly).toBe(0);
    expect(first.body.netYearly).toBeGreaterThan(body.netYearly);
  });

  it('company: profit, corporate tax (with the 2024 minimum tax), dividend and owner’s net', async () => {
    const { status, body } = await post('company', {
      year: 2024,
      revenueYearly: 10_000,
      ownerGrossMonthly: 0,
      accountingMonthly: 60,
      otherCostsYearly: 8_280,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ profit: 1_000, corporateTax: 340, dividend: 660, dividendTax: 66 });
    expect(body.ownerNetYearly).toBe(Math.round((594 - body.ownerHealthYearly) * 100) / 100);
    const withSalary = await post('company', {
      year: 2025,
      revenueYearly: 80_000,
      ownerGrossMonthly: 1_500,
      accountingMonthly: 70,
      otherCostsYearly: 1_000,
    });
    expect(withSalary.body.salary.net).toBeGreaterThan(1_000);
    expect(withSalary.body.corporateTaxRate).toBe(10);
    expect(withSalary.body.ownerHealthYearly).toBe(0);
  });

  it('compare: three forms for one budget, a winner and break-even points', async () => {
    const { status, body } = await post('compare', { year: 2026, budgetMonthly: 4_000, firstYear: false });
    expect(status).toBe(200);
    expect(body.employment.detail.employerCost).toBeLessThanOrEqual(4_000);
    expect(body.soleTrader.detail.revenueYearly).toBe(48_000);
    expect(['employment', 'soleTrader', 'company']).toContain(body.winner);
    expect(body[body.winner].netYearly).toBe(
      Math.max(body.employment.netYearly, body.soleTrader.netYearly, body.company.netYearly),
    );
    expect(body.breakEvens.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'employment',
      { year: 2025, grossMonthly: 'lots' },
      'grossMonthly',
      'Please enter an amount in EUR, e.g. 2500.',
    ],
    [
      'employment',
      { year: 2025, grossMonthly: -5 },
      'grossMonthly',
      'The monthly income must be at least 700 EUR.',
    ],
    [
      'employment',
      { year: 2025, grossMonthly: 699 },
      'grossMonthly',
      'The monthly income must be at least 700 EUR.',
    ],
    ['employment', { year: 2025, grossMonthly: 1e12 }, 'grossMonthly', 'This amount is too high.'],
    ['employment', { year: 2025 }, 'grossMonthly', 'Please fill in this field.'],
    [
      'employment',
      { year: 2023, grossMonthly: 2000 },
      'year',
      'Please choose a tax year the calculator supports.',
    ],
    [
      'sole-trader',
      { year: 2025, revenueYearly: 'x' },
      'revenueYearly',
      'Please enter an amount in EUR, e.g. 2500.',
    ],
    [
      'sole-trader',
      { year: 2025, revenueYearly: 5000 },
      'revenueYearly',
      'The yearly revenue must be at least 8,400 EUR (700 EUR a month).',
    ],
    [
      'sole-trader',
      { year: 2025, revenueYearly: 20000, actualExpensesYearly: -1 },
      'actualExpensesYearly',
      'The amount must not be negative.',
    ],
    ['company', { year: 2025, revenueYearly: 1e12 }, 'revenueYearly', 'This amount is too high.'],
    [
      'company',
      { year: 2025, revenueYearly: 50000, ownerGrossMonthly: 300 },
      'ownerGrossMonthly',
      'Enter 0 for no salary, or a salary of at least 700 EUR.',
    ],
    [
      'company',
      { year: 2025, revenueYearly: 50000, otherCostsYearly: -10 },
      'otherCostsYearly',
      'The amount must not be negative.',
    ],
    ['company', { revenueYearly: 50000 }, 'year', 'Please fill in this field.'],
    [
      'compare',
      { year: 2019, budgetMonthly: 3000 },
      'year',
      'Please choose a tax year the calculator supports.',
    ],
    [
      'compare',
      { year: 2025, budgetMonthly: 500 },
      'budgetMonthly',
      'The monthly income must be at least 700 EUR.',
    ],
    ['compare', { year: 2025, budgetMonthly: null }, 'budgetMonthly', 'Please fill in this field.'],
  ])('%s %j → 400 on %s', async (path, input, field, message) => {
    const { status, type, body } = await post(path, input);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors[field]).toEqual([message]);
  });

  it('translates the messages into the request’s language', async () => {
    const sk = await post('employment', { year: 2025, grossMonthly: 100 }, 'sk');
    expect(sk.body.fieldErrors.grossMonthly).toEqual(['Mesačný príjem musí byť aspoň 700 EUR.']);
    const de = await post('compare', { year: 2025, budgetMonthly: 'abc' }, 'de');
    expect(de.body.fieldErrors.budgetMonthly).toEqual([
      'Bitte geben Sie einen Betrag in EUR ein, z. B. 2500.',
    ]);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const { status, body } = await post('compare', '{"year": 2025,');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('documents every salary route in the OpenAPI document', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of ['employment', 'sole-trader', 'company', 'compare'])
      expect(doc.paths[`/salary/${path}`]).toHaveProperty('post');
  });
});

describe('market rates of a stack', () => {
  it('gives min, median, max and the number of published jobs per technology and for the stack', async () => {
    const top = await ctx.services.jobs.getTopExpertises();
    const [a, b] = top.map((t) => t.name);
    expect(a && b).toBeTruthy();
    const rates = await ctx.services.jobs.getMarketRates([a!, b!.toUpperCase(), 'No such technology']);
    const [ra, rb, none] = rates.technologies;
    const direct = await queryRows<{ jobs: number; min: number; max: number }>(
      ctx.database.db,
      sql`select count(*)::int as jobs, min(j.day_rate) as min, max(j.day_rate) as max
        from job j join job_expertise je on je.job_id = j.id join expertise e on e.id = je.expertise_id
        where e.name = ${a!} and j.status = 'published' and j.day_rate is not null`,
    );
    expect(ra).toMatchObject({
      name: a,
      jobs: Number(direct[0]!.jobs),
      min: direct[0]!.min,
      max: direct[0]!.max,
    });
    expect(ra!.jobs).toBeGreaterThan(0);
    expect(ra!.median!).toBeGreaterThanOrEqual(ra!.min!);
    expect(ra!.median!).toBeLessThanOrEqual(ra!.max!);
    expect(rb!.name).toBe(b);
    expect(none).toEqual({ name: 'No such technology', jobs: 0, min: null, median: null, max: null });
    expect(rates.stack.jobs).toBeGreaterThanOrEqual(Math.max(ra!.jobs, rb!.jobs));
    expect(rates.stack.jobs).toBeLessThanOrEqual(ra!.jobs + rb!.jobs);
    expect(rates.stack.min).toBe(Math.min(ra!.min!, rb!.min!));
  });
});
