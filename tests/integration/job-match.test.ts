import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSummary } from '../../contracts/jobs.ts';
import { matchJobOf } from '../../core/matching/job-match.ts';
import { matchScore } from '../../core/matching/match-score.ts';
import { queryRows } from '../../db/client.ts';
import {
  apiCaller,
  fileTestApp,
  registerCandidate,
  registerVerifiedCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

/**
 * The match of a signed-in candidate's CV with each job of the search (ADR 121): only the candidate
 * gets it, "best match first" orders by it, and nobody else may ask for that order.
 */
const ADMIN = `admin.match.${Date.now()}@example.sk`;
const app = fileTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '50' });
const call = apiCaller(app);
const cookies = { candidate: '', bare: '', admin: '' };
type Page = { page: { content: JobSummary[]; totalElements: number } };

async function search(body: Record<string, unknown>, cookie?: string): Promise<Page> {
  const response = await call('POST', '/api/job-descriptions', { body, ...(cookie ? { cookie } : {}) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

/** Every page of a search, in order. */
async function searchAll(body: Record<string, unknown>, cookie?: string): Promise<JobSummary[]> {
  const first = await search({ ...body, size: 100 }, cookie);
  const content = [...first.page.content];
  for (let page = 1; content.length < first.page.totalElements; page++)
    content.push(...(await search({ ...body, size: 100, page }, cookie)).page.content);
  return content;
}

/** The technologies the listed jobs ask for most: a CV with some of them matches some jobs well. */
async function commonTechnologies(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    app().database.db,
    sql`select e.name from job_expertise je join expertise e on e.id = je.expertise_id
      join job j on j.id = je.job_id where j.status = 'published'
      group by e.name order by count(*) desc, e.name limit 4`,
  );
  return rows.map((r) => r.name);
}

const candidate = {
  experienceYears: 0,
  profession: 'BACKEND' as const,
  languages: ['sk', 'de'],
  technologies: [] as { name: string; years: number }[],
};

beforeAll(async () => {
  const technologies = await commonTechnologies();
  expect(technologies.length).toBeGreaterThanOrEqual(3);
  const cv = {
    employments: [
      {
        company: 'Ťava, s. r. o.',
        position: { sk: 'Vývojár' },
        from: '2020-01',
        to: '2023-12-31',
        technologies,
      },
    ],
    languages: [
      { language: 'Slovenčina', level: 'native' },
      { language: 'Deutsch', level: 'B2' },
      { language: 'English', level: 'A2' },
    ],
    technologies: [
      { name: technologies[0], years: '5-10', specialization: true },
      { name: technologies[1], years: '1', specialization: false },
      { name: technologies[2]!.toUpperCase(), years: '3', specialization: false },
    ],
  };
  candidate.technologies = [
    { name: technologies[0]!, years: 5 },
    { name: technologies[1]!, years: 1 },
    { name: technologies[2]!, years: 3 },
  ];
  candidate.experienceYears = 4;
  const registered = await registerVerifiedCandidate(app, { profession: 'BACKEND' });
  cookies.candidate = registered.cookie;
  const saved = await call('PUT', '/api/candidates/my/cv', { cookie: cookies.candidate, body: cv });
  expect(saved.status, await saved.clone().text()).toBe(200);
  cookies.bare = (await registerCandidate(app)).cookie;
  cookies.admin = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe(`the match of a candidate's CV with the jobs, on ${testDriver()}`, () => {
  it('is not in an anonymous visitor’s results, nor in an admin’s', async () => {
    for (const cookie of [undefined, cookies.admin]) {
      const page = await search({ size: 50 }, cookie);
      expect(page.page.content.length).toBeGreaterThan(0);
      expect(page.page.content.filter((j) => 'match' in j)).toEqual([]);
    }
  });

  it('is in a signed-in candidate’s results: the formula of ADR 121 for their CV and each job', async () => {
    const jobs = await searchAll({}, cookies.candidate);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const expected = matchScore({ candidate, job: matchJobOf(job) });
      expect(job.match, `job ${job.id}`).toEqual(expected);
    }
    // Some jobs ask for the CV's technologies, so the scores are not all alike.
    expect(new Set(jobs.map((j) => j.match?.score)).size).toBeGreaterThan(1);
    const best = jobs.find((j) => j.match?.reasons.some((r) => r.kind === 'technology'));
    expect(best?.match?.reasons[0]).toMatchObject({ kind: 'technology' });
  });

  it('sorts best match first, then in the list’s default order, over every page', async () => {
    const byDefault = await searchAll({}, cookies.candidate);
    const byMatch = await searchAll({ sort: 'match' }, cookies.candidate);
    expect([...byMatch.map((j) => j.id)].sort()).toEqual([...byDefault.map((j) => j.id)].sort());
    const place = new Map(byDefault.map((j, i) => [j.id, i]));
    const expected = [...byDefault].sort(
      (a, b) => b.match!.score! - a.match!.score! || place.get(a.id)! - place.get(b.id)!,
    );
    expect(byMatch.map((j) => [j.id, j.match?.score])).toEqual(expected.map((j) => [j.id, j.match?.score]));
    expect(byMatch[0]!.match!.score).toBeGreaterThan(byMatch.at(-1)!.match!.score!);
    // Filters still apply under the match sort.
    const backend = await searchAll(
      { sort: 'match', filter: { professions: ['BACKEND'] } },
      cookies.candidate,
    );
    expect(backend.map((j) => j.id)).toEqual(
      byMatch.filter((j) => j.profession.value === 'BACKEND').map((j) => j.id),
    );
  });

  it('gives a CV without technologies no score but what to add, and sorts it all the same', async () => {
    const page = await search({ size: 5 }, cookies.bare);
    for (const job of page.page.content)
      expect(job.match).toEqual({ score: null, reasons: [], missing: 'technologies' });
    const sorted = await search({ size: 5, sort: 'match' }, cookies.bare);
    expect(sorted.page.content.map((j) => j.id)).toEqual(page.page.content.map((j) => j.id));
  });

  it('answers "best match first" without a candidate with 400 MATCH_NEEDS_CANDIDATE', async () => {
    for (const cookie of [undefined, cookies.admin]) {
      const response = await call('POST', '/api/job-descriptions', {
        body: { sort: 'match' },
        ...(cookie ? { cookie } : {}),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('MATCH_NEEDS_CANDIDATE');
    }
    const forged = await call('POST', '/api/job-descriptions', {
      body: { sort: 'match' },
      cookie: `${cookies.candidate.split('=')[0]}=forged.${'x'.repeat(40)}`,
    });
    expect(forged.status).toBe(400);
    const unknown = await call('POST', '/api/job-descriptions', { body: { sort: 'matchy' } });
    expect(unknown.status).toBe(400);
  });
});
