import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSummary } from '../../contracts/jobs.ts';
import { RECOMMENDATIONS, type Recommendations } from '../../core/matching/recommend-jobs.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { candidateRecommendations } from '../../app/features/jobs/recommendations.server.ts';
import { apiCaller, fileTestApp, registerCandidate, registerVerifiedCandidate } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';
import { commonTechnologiesCv } from '../factories/match-cv.ts';

/**
 * "Recommended for you" (ADR 124): a signed-in candidate's five best new matches, checked against a
 * brute force over every listed job's match as the search API gives it.
 */
const app = fileTestApp({ RATE_LIMIT_SCALE: '50' });
const call = apiCaller(app);
const candidate = { id: '', cookie: '' };
type Page = { page: { content: JobSummary[]; totalElements: number } };

/** Every listed job with the candidate's match, in the list's newest order. */
async function everyJobMatched(): Promise<JobSummary[]> {
  const jobs: JobSummary[] = [];
  for (let page = 0; ; page++) {
    const response = await call('POST', '/api/job-descriptions', {
      body: { sort: 'newest', size: 100, page },
      cookie: candidate.cookie,
    });
    const body = (await response.json()) as Page;
    jobs.push(...body.page.content);
    if (jobs.length >= body.page.totalElements) return jobs;
  }
}

/** The recommendations computed here: new (30 days), a CV technology asked, not applied; best first. */
function bruteForce(jobs: JobSummary[], applied: Set<number>, now = Date.now()): number[] {
  return jobs
    .filter(
      (j) =>
        j.publishedAt !== null &&
        now - Date.parse(j.publishedAt) <= RECOMMENDATIONS.newWithinDays * 86_400_000 &&
        j.match?.reasons.some((r) => r.kind === 'technology') &&
        !applied.has(j.id),
    )
    .sort(
      (a, b) =>
        b.match!.score! - a.match!.score! ||
        Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!) ||
        b.id - a.id,
    )
    .slice(0, RECOMMENDATIONS.shown)
    .map((j) => j.id);
}

const recommend = async (userId: string) =>
  (await app().services.jobs.recommendJobs(userId, 'en')) as Recommendations | null;
const ids = (r: Recommendations | null) => (r && 'jobs' in r ? r.jobs.map((j) => j.id) : null);

beforeAll(async () => {
  const registered = await registerVerifiedCandidate(app, { profession: 'BACKEND' });
  Object.assign(candidate, { id: registered.id, cookie: registered.cookie });
  const saved = await call('PUT', '/api/candidates/my/cv', {
    cookie: candidate.cookie,
    body: await commonTechnologiesCv(app().database.db),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  // Some of the seeded jobs are older than 30 days: the recommendations must leave them out.
  await app().database.db.execute(
    sql`update job set published_at = now() - interval '45 days'
      where id in (select id from job where status = 'published' order by id limit 5)`,
  );
});

describe(`recommended for you, on ${testDriver()}`, () => {
  it('are the five best new matches of the CV, newest first among equal scores', async () => {
    const jobs = await everyJobMatched();
    const recommended = await recommend(candidate.id);
    const want = bruteForce(jobs, new Set());
    expect(want).toHaveLength(RECOMMENDATIONS.shown);
    expect(ids(recommended)).toEqual(want);
    // Old jobs exist and would score: they are left out for being old, not for their score.
    const old = jobs.filter((j) => Date.now() - Date.parse(j.publishedAt!) > 40 * 86_400_000);
    expect(old.length).toBeGreaterThan(0);
    // Each carries its match with the reasons in words' data.
    for (const job of (recommended as { jobs: JobSummary[] }).jobs) {
      expect(job.match!.score).toBeGreaterThan(0);
      expect(job.match!.reasons.some((r) => r.kind === 'technology')).toBe(true);
    }
  });

  it('leave out a job the candidate applied for, and the next best takes its place', async () => {
    const [first] = ids(await recommend(candidate.id))!;
    await app().database.db.insert(jobApplication).values({
      jobId: first!,
      userId: candidate.id,
      firstName: 'Ján',
      lastName: 'Nový',
      email: 'jan@example.sk',
    });
    const after = ids(await recommend(candidate.id))!;
    expect(after).not.toContain(first);
    expect(after).toEqual(bruteForce(await everyJobMatched(), new Set([first!])));
  });

  it('give a CV without technologies what to add, never a list or a score', async () => {
    const bare = await registerCandidate(app);
    expect(await recommend(bare.id)).toEqual({ missing: 'technologies' });
  });

  it('are nobody else’s: no session and an admin get nothing, without asking the database', async () => {
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no service may be called');
        },
      },
    );
    const anonymous = { account: { session: null }, services: untouchable, locale: 'sk' };
    expect(await candidateRecommendations(anonymous as unknown as AppLoadContext)).toBeNull();
    const admin = {
      account: { session: { user: { id: candidate.id, role: 'admin' } } },
      services: untouchable,
      locale: 'sk',
    };
    expect(await candidateRecommendations(admin as unknown as AppLoadContext)).toBeNull();
  });
});
