import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSummary, NetPay } from '../../contracts/jobs.ts';
import { bestNetCents, computeNetPay, currentTaxYear } from '../../core/jobs/net-pay.ts';
import type { JobRow } from '../../core/jobs/job-row.ts';
import { jobMatchesFilter } from '../../core/jobs/search-sql.ts';
import { queryRows } from '../../db/client.ts';
import { jobBody } from '../factories/jobs.ts';
import { apiCaller, fileTestApp, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

const ADMIN = `admin.netpay.${Date.now()}@example.sk`;
const app = fileTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '50' });
const call = apiCaller(app);
let adminCookie = '';

type Page = { page: { content: JobSummary[]; totalElements: number }; filters: Record<string, Facet> };
type Facet = { value: string; count: number }[];

async function searchApi(body: unknown): Promise<Page> {
  const response = await call('POST', '/api/job-descriptions', { body });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

/** Every page of a search, in order. */
async function searchAll(body: Record<string, unknown>): Promise<Page & { ids: number[] }> {
  const first = await searchApi({ ...body, size: 100 });
  const content = [...first.page.content];
  for (let page = 1; content.length < first.page.totalElements; page++)
    content.push(...(await searchApi({ ...body, size: 100, page })).page.content);
  return { ...first, page: { ...first.page, content }, ids: content.map((j) => j.id) };
}

interface ListedJob {
  id: number;
  legal: string;
  workplace: string;
  publishedAt: number;
  netPay: NetPay;
  /** Computed here from the job's pay by the calculators, not read from what the portal stored. */
  best: number | null;
}

/** The jobs the public list shows, their net pay computed afresh from their pay. */
async function listedJobs(): Promise<ListedJob[]> {
  const rows = await queryRows<
    Pick<
      JobRow,
      | 'id'
      | 'legal_relation_type'
      | 'remote_office_percentage'
      | 'hourly_rate'
      | 'md_budget_from'
      | 'md_budget_to'
      | 'monthly_salary_from'
      | 'monthly_salary_to'
    > & { published: string }
  >(
    app().database.db,
    sql`select id, legal_relation_type, remote_office_percentage, hourly_rate, md_budget_from, md_budget_to,
      monthly_salary_from, monthly_salary_to, extract(epoch from published_at)::text as published
    from job where status = 'published' and available and (valid_through is null or valid_through > now())`,
  );
  const year = currentTaxYear(new Date());
  return rows.map((r) => {
    const netPay = computeNetPay(
      {
        legalRelationType: r.legal_relation_type,
        hourlyRate: r.hourly_rate,
        mdBudgetFrom: r.md_budget_from,
        mdBudgetTo: r.md_budget_to,
        monthlySalaryFrom: r.monthly_salary_from,
        monthlySalaryTo: r.monthly_salary_to,
      },
      year,
    );
    const best = [netPay.employee, netPay.soleTrader, netPay.company]
      .filter((x) => x !== undefined)
      .reduce<number | null>((max, x) => Math.max(max ?? -Infinity, Math.round(x.to * 100)), null);
    const p = r.remote_office_percentage;
    return {
      id: Number(r.id),
      legal: r.legal_relation_type,
      workplace: p >= 100 ? 'remote' : p <= 0 ? 'onsite' : 'hybrid',
      publishedAt: Number(r.published ?? 0),
      netPay,
      best,
    };
  });
}

/** Highest best net first, jobs without one last; then newest. */
const byNet = (a: ListedJob, b: ListedJob) =>
  (a.best === null ? 1 : 0) - (b.best === null ? 1 : 0) ||
  (b.best ?? 0) - (a.best ?? 0) ||
  b.publishedAt - a.publishedAt ||
  b.id - a.id;

const countBy = (jobs: ListedJob[], key: (j: ListedJob) => string) => {
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(key(j), (counts.get(key(j)) ?? 0) + 1);
  return counts;
};

/** A contract job without pay (a unique name, so a search finds exactly it), with `overrides`. */
const jobInput = (overrides: Record<string, unknown> = {}) =>
  jobBody({ name: `Platform engineer Qwv${randomBytes(4).toString('hex')}`, hourlyRate: null, ...overrides });

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe(`net pay of the jobs, on ${testDriver()}`, () => {
  it('every job in the search and on its page carries the net pay the calculators give for its pay', async () => {
    const listed = await listedJobs();
    const byId = new Map(listed.map((j) => [j.id, j]));
    const all = await searchAll({});
    expect(all.ids.sort()).toEqual([...byId.keys()].sort());
    for (const job of all.page.content) expect(job.netPay, `job ${job.id}`).toEqual(byId.get(job.id)!.netPay);
    // The seeded jobs offer each form of work.
    expect(listed.some((j) => j.netPay.employee)).toBe(true);
    expect(
      listed.some((j) => j.netPay.soleTrader && j.netPay.company && j.netPay.employmentEquivalentGross),
    ).toBe(true);
    const contractJob = listed.find((j) => j.netPay.soleTrader)!;
    const detail = await call('GET', `/api/job-descriptions/${contractJob.id}`);
    expect(((await detail.json()) as { job: JobSummary }).job.netPay).toEqual(contractJob.netPay);
  });

  it('netMin keeps the jobs of which any form of work reaches it, and the facets count only those', async () => {
    const listed = await listedJobs();
    for (const netMin of [0, 1500, 3000, 4500, 6000, 9000, 100_000]) {
      const want = listed.filter((j) => j.best !== null && j.best >= netMin * 100);
      const got = await searchAll({ filter: { netMin } });
      expect(got.page.totalElements, `netMin ${netMin}`).toBe(want.length);
      expect([...got.ids].sort(), `netMin ${netMin}`).toEqual(want.map((j) => j.id).sort());
      const legal = Object.fromEntries(got.filters.legalRelationTypes!.map((f) => [f.value, f.count]));
      expect(legal).toEqual(Object.fromEntries(countBy(want, (j) => j.legal)));
      const workplaces = Object.fromEntries(got.filters.workplaces!.map((f) => [f.value, f.count]));
      for (const [workplace, count] of countBy(want, (j) => j.workplace))
        expect(workplaces[workplace], `${workplace} ${netMin}`).toBe(count);
      // Job alerts select the same jobs in SQL.
      const alerted = await queryRows<{ id: number }>(
        app().database.db,
        sql`select j.id from job j where ${jobMatchesFilter({ netMin })}`,
      );
      expect(alerted.map((r) => Number(r.id)).sort()).toEqual(want.map((j) => j.id).sort());
    }
    const somewhere = listed.filter((j) => j.best !== null).map((j) => j.best!);
    expect(Math.min(...somewhere)).toBeLessThan(300_000);
    expect(Math.max(...somewhere)).toBeGreaterThan(450_000);
  });

  it('sorts by the best net, highest first, alone and with a filter and words', async () => {
    const listed = await listedJobs();
    const sorted = await searchAll({ sort: 'net' });
    expect(sorted.ids).toEqual([...listed].sort(byNet).map((j) => j.id));
    const contracts = await searchAll({
      sort: 'net',
      filter: { netMin: 4000, legalRelationTypes: ['contract'] },
    });
    expect(contracts.ids).toEqual(
      listed
        .filter((j) => j.legal === 'contract' && j.best !== null && j.best >= 400_000)
        .sort(byNet)
        .map((j) => j.id),
    );
    const nets = sorted.page.content.map((j) => bestNetCents(j.netPay));
    const known = nets.filter((n): n is number => n !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('refuses a bad netMin or sort with a 400 naming the field', async () => {
    for (const filter of [
      { netMin: -1 },
      { netMin: 100_001 },
      { netMin: 2500.5 },
      { netMin: '3000' },
      { netMin: null },
    ]) {
      const response = await call('POST', '/api/job-descriptions', { body: { filter } });
      expect(response.status, JSON.stringify(filter)).toBe(400);
      const problem = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(problem.fieldErrors)).toEqual(['filter.netMin']);
    }
    const sort = await call('POST', '/api/job-descriptions', { body: { sort: 'netto' } });
    expect(sort.status).toBe(400);
    expect(Object.keys(((await sort.json()) as { fieldErrors: object }).fieldErrors)).toEqual(['sort']);
  });

  it('a new tax year recomputes the stored net pay once, and the search shows it at once', async () => {
    const job = (await listedJobs()).find((j) => j.best !== null);
    await searchAll({});
    await app().database.db.execute(
      sql`update job set net_pay = jsonb_set(net_pay, '{taxYear}', '2021'::jsonb), net_pay_best = 1 where id = ${job!.id}`,
    );
    // What is stored is what the search answers: the stale figures, until they are recomputed.
    const stale = await searchAll({ filter: { netMin: 1 } });
    expect(stale.ids).not.toContain(job!.id);
    expect(await app().services.jobs.refreshNetPay()).toBeGreaterThan(0);
    expect(await app().services.jobs.refreshNetPay()).toBe(0);
    const fresh = await searchAll({ filter: { netMin: 1 } });
    expect(fresh.page.content.find((j) => j.id === job!.id)!.netPay).toEqual(job!.netPay);
  });
});

describe(`pay required to publish, on ${testDriver()}`, () => {
  const noPay = {};
  it('refuses to create a published job without pay, and keeps a draft without it', async () => {
    const refused = await call('POST', '/api/admin/jobs?publish=true', {
      body: jobInput(noPay),
      cookie: adminCookie,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe('JOB_PAY_REQUIRED');
    const draft = await call('POST', '/api/admin/jobs', { body: jobInput(noPay), cookie: adminCookie });
    expect(draft.status).toBe(201);
    const { id } = (await draft.json()) as { id: number };
    const publish = await call('POST', `/api/admin/jobs/${id}/publish`, { cookie: adminCookie });
    expect(publish.status).toBe(422);
    expect(((await publish.json()) as { code: string }).code).toBe('JOB_PAY_REQUIRED');
    const stored = await call('GET', `/api/admin/jobs/${id}`, { cookie: adminCookie });
    expect(((await stored.json()) as { status: string }).status).toBe('draft');
    expect((await call('GET', `/api/job-descriptions/${id}`)).status).toBe(404);
    // A rate of 0 is no pay either.
    const zero = await call('POST', '/api/admin/jobs?publish=true', {
      body: jobInput({ hourlyRate: 0 }),
      cookie: adminCookie,
    });
    expect(zero.status).toBe(422);
  });

  it('publishes once pay is given, with its net pay, and a published job cannot lose its pay', async () => {
    const input = jobInput();
    const draft = (await (
      await call('POST', '/api/admin/jobs', { body: input, cookie: adminCookie })
    ).json()) as {
      id: number;
    };
    const withPay = { ...input, hourlyRate: 52 };
    expect(
      (await call('PUT', `/api/admin/jobs/${draft.id}`, { body: withPay, cookie: adminCookie })).status,
    ).toBe(200);
    expect((await call('POST', `/api/admin/jobs/${draft.id}/publish`, { cookie: adminCookie })).status).toBe(
      200,
    );
    const found = await searchApi({ filter: { query: input.name } });
    expect(found.page.content.map((j) => j.id)).toEqual([draft.id]);
    expect(found.page.content[0]!.netPay).toEqual(
      computeNetPay({ ...withPay, legalRelationType: 'contract' }, currentTaxYear(new Date())),
    );
    const losing = await call('PUT', `/api/admin/jobs/${draft.id}`, { body: input, cookie: adminCookie });
    expect(losing.status).toBe(422);
    expect(((await losing.json()) as { code: string }).code).toBe('JOB_PAY_REQUIRED');
    const after = await searchApi({ filter: { query: input.name } });
    expect(after.page.content[0]!.hourlyRate).toBe(52);
  });
});
