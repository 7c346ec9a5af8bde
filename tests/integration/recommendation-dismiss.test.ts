import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSummary } from '../../contracts/jobs.ts';
import { RECOMMENDATIONS, type Recommendations } from '../../core/matching/recommend-jobs.ts';
import { user } from '../../db/schema/auth.ts';
import { dismissedJob } from '../../db/schema/candidates.ts';
import { registerVerifiedCandidate } from '../setup/api-users.ts';
import { filePageMailTestApp, visible } from '../setup/page-mail-app.ts';
import { testDriver } from '../setup/test-db.ts';
import { commonTechnologiesCv } from '../factories/match-cv.ts';

/**
 * "Not interested" on "Recommended for you" (ADR 127): the candidate's dismissal is stored per
 * account, the job never comes back and the next best takes its place (checked against the
 * recommendations' own rules over every listed job), nobody else's list changes, and the form works
 * without JavaScript (a POST and a redirect back) and for the fetcher (an answer, no redirect).
 */
const { app, call, page } = await filePageMailTestApp();
type Candidate = Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let one: Candidate;
let other: Candidate;

const recommend = async (userId: string) =>
  (await app().services.jobs.recommendJobs(userId, 'en')) as Recommendations | null;
const ids = (r: Recommendations | null) => (r && 'jobs' in r ? r.jobs.map((j) => j.id) : []);
const dismiss = (cookie: string | undefined, fields: Record<string, string>) =>
  page('/en/recommendations/dismiss', fields, 'en', cookie);

/**
 * What the candidate of `cookie` should be recommended when `without` are set aside: the listed jobs
 * with their match (the search API), new in 30 days, asking for a CV technology, best score first
 * and the newest among equal ones.
 */
async function expected(cookie: string, without: Set<number>): Promise<number[]> {
  const every: JobSummary[] = [];
  for (let p = 0; every.length % 100 === 0; p++) {
    const response = await call('POST', '/api/job-descriptions', {
      body: { sort: 'newest', size: 100, page: p },
      cookie,
    });
    const { content } = ((await response.json()) as { page: { content: JobSummary[] } }).page;
    if (!content.length) break;
    every.push(...content);
  }
  const since = Date.now() - RECOMMENDATIONS.newWithinDays * 86_400_000;
  const ranked = every.filter(
    (j) =>
      !without.has(j.id) &&
      Date.parse(j.publishedAt ?? '') >= since &&
      j.match?.reasons.some((r) => r.kind === 'technology'),
  );
  ranked.sort(
    (a, b) => b.match!.score! - a.match!.score! || Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!),
  );
  return ranked.slice(0, RECOMMENDATIONS.shown).map((j) => j.id);
}

beforeAll(async () => {
  const cv = await commonTechnologiesCv(app().database.db);
  one = await registerVerifiedCandidate(app, { profession: 'BACKEND' });
  other = await registerVerifiedCandidate(app, { profession: 'BACKEND' });
  for (const candidate of [one, other]) {
    const saved = await call('PUT', '/api/candidates/my/cv', { cookie: candidate.cookie, body: cv });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
});

describe(`dismissing a recommendation, on ${testDriver()}`, () => {
  it('shows a "not interested" button naming its job on the home page and the profile', async () => {
    const recommended = await recommend(one.id);
    const jobs = (recommended as { jobs: JobSummary[] }).jobs;
    expect(jobs).toHaveLength(RECOMMENDATIONS.shown);
    for (const path of ['/en', '/en/profile']) {
      const shown = visible((await page(path, undefined, 'en', one.cookie)).html);
      for (const job of jobs) {
        const name = job.name.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
        expect(shown, path).toContain(`aria-label="Not interested: ${name}"`);
      }
      expect(shown).toContain('action="/en/recommendations/dismiss"');
    }
  });

  it('without JavaScript: stores the dismissal, redirects back, and the next best takes its place', async () => {
    const before = ids(await recommend(one.id));
    const theirs = ids(await recommend(other.id));
    expect(theirs).toEqual(before);
    const first = before[0]!;
    const answer = await dismiss(one.cookie, { jobId: String(first), redirectTo: '/en' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en');
    const after = ids(await recommend(one.id));
    expect(after).not.toContain(first);
    expect(after).toHaveLength(RECOMMENDATIONS.shown);
    expect(after.slice(0, RECOMMENDATIONS.shown - 1)).toEqual(before.slice(1));
    expect(after).toEqual(await expected(one.cookie, new Set([first])));
    // The home page no longer shows it; another candidate's recommendations are unaffected.
    expect(visible((await page('/en', undefined, 'en', one.cookie)).html)).not.toContain(
      `data-job-id="${first}"`,
    );
    expect(ids(await recommend(other.id))).toEqual(theirs);
  });

  it('with JavaScript: answers the fetcher without a redirect; twice is one dismissal', async () => {
    const [next] = ids(await recommend(one.id));
    for (let i = 0; i < 2; i++) {
      const answer = await dismiss(one.cookie, { jobId: String(next), redirectTo: '/en/profile', js: '1' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('location')).toBeNull();
    }
    expect(ids(await recommend(one.id))).not.toContain(next);
    const rows = await app()
      .database.db.select()
      .from(dismissedJob)
      .where(and(eq(dismissedJob.userId, one.id), eq(dismissedJob.jobId, next!)));
    expect(rows).toHaveLength(1);
  });

  it('undoes a dismissal: the job is recommended again, with and without JavaScript; only the own mark goes', async () => {
    const before = ids(await recommend(one.id));
    const [first, second] = before;
    const marks = async (userId: string) =>
      (
        await app()
          .database.db.select({ jobId: dismissedJob.jobId })
          .from(dismissedJob)
          .where(eq(dismissedJob.userId, userId))
      ).map((m) => m.jobId);
    await dismiss(one.cookie, { jobId: String(first), redirectTo: '/en', js: '1' });
    await dismiss(other.cookie, { jobId: String(first), redirectTo: '/en', js: '1' });
    expect(ids(await recommend(one.id))).not.toContain(first);
    // With JavaScript: the fetcher's answer, no redirect.
    const undone = await dismiss(one.cookie, {
      jobId: String(first),
      intent: 'undo',
      redirectTo: '/en',
      js: '1',
    });
    expect(undone.status).toBe(200);
    expect(undone.headers.get('location')).toBeNull();
    expect(ids(await recommend(one.id))).toEqual(before);
    // The other candidate's own mark stays.
    expect(await marks(other.id)).toContain(first);
    // Without JavaScript: back to the page, which shows the job again.
    await dismiss(one.cookie, { jobId: String(second), redirectTo: '/en/profile' });
    const back = await dismiss(one.cookie, {
      jobId: String(second),
      intent: 'undo',
      redirectTo: '/en/profile',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/en/profile');
    expect(visible((await page('/en/profile', undefined, 'en', one.cookie)).html)).toContain(
      `data-job-id="${second}"`,
    );
    // Undoing what was never dismissed changes nothing; a guest goes to sign-in.
    const marked = await marks(one.id);
    await dismiss(one.cookie, { jobId: String(first), intent: 'undo', redirectTo: '/en' });
    expect(await marks(one.id)).toEqual(marked);
    // An id beyond the ids' range is no job, not a database error; one that is no number is a 400.
    for (const jobId of ['0', '2147483648', '9999999999']) {
      const none = await dismiss(one.cookie, { jobId, intent: 'undo', redirectTo: '/en' });
      expect([none.status, none.headers.get('location')], jobId).toEqual([302, '/en']);
    }
    expect((await dismiss(one.cookie, { jobId: 'x', intent: 'undo', redirectTo: '/en' })).status).toBe(400);
    expect(await marks(one.id)).toEqual(marked);
    const guest = await dismiss(undefined, { jobId: String(first), intent: 'undo', redirectTo: '/en' });
    expect(guest.headers.get('location')).toMatch(/^\/en\/sign-in/);
    expect(await marks(other.id)).toContain(first);
    await app().database.db.delete(dismissedJob).where(eq(dismissedJob.userId, other.id));
  });

  it('lists the jobs set aside on the profile, newest first, and recommends one again from there', async () => {
    const { jobs } = (await recommend(one.id)) as { jobs: JobSummary[] };
    const chosen = jobs[0]!;
    const label = (name: string) =>
      `aria-label="Recommend “${name.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}” again"`;
    await dismiss(one.cookie, { jobId: String(chosen.id), redirectTo: '/en/profile', js: '1' });
    const listed = visible((await page('/en/profile', undefined, 'en', one.cookie)).html);
    expect(listed).toMatch(/Jobs you are not interested in \(\d+\)/);
    expect(listed).toContain(label(chosen.name));
    // The newest mark first.
    const own = await app().services.jobs.listDismissedJobs(one.id);
    expect(own[0]!.id).toBe(chosen.id);
    // Another candidate's profile lists none of it.
    const theirs = visible((await page('/en/profile', undefined, 'en', other.cookie)).html);
    expect(theirs).not.toContain('Jobs you are not interested in');
    // Without JavaScript: the form posts and comes back; the job is recommended again.
    const back = await dismiss(one.cookie, {
      jobId: String(chosen.id),
      intent: 'undo',
      redirectTo: '/en/profile',
    });
    expect(back.headers.get('location')).toBe('/en/profile');
    expect(visible((await page('/en/profile', undefined, 'en', one.cookie)).html)).not.toContain(
      label(chosen.name),
    );
    expect(ids(await recommend(one.id))).toContain(chosen.id);
  });

  it('is only for the signed-in candidate: a guest goes to sign-in, bad and unknown ids are 4xx', async () => {
    const [job] = ids(await recommend(other.id));
    const guest = await dismiss(undefined, { jobId: String(job), redirectTo: '/en' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toMatch(/^\/en\/sign-in/);
    const stored = async () =>
      (await app().database.db.select().from(dismissedJob).where(eq(dismissedJob.userId, other.id))).length;
    expect(await stored()).toBe(0);
    for (const jobId of ['abc', '', '-1', '1.5', '12345678901']) {
      expect((await dismiss(other.cookie, { jobId, redirectTo: '/en' })).status, jobId).toBe(400);
    }
    for (const jobId of ['0', '2147483647', '9999999999']) {
      expect((await dismiss(other.cookie, { jobId, redirectTo: '/en' })).status, jobId).toBe(404);
    }
    // A redirect target elsewhere is not followed.
    const offsite = await dismiss(other.cookie, { jobId: String(job), redirectTo: 'https://evil.example/' });
    expect(offsite.status).toBe(302);
    expect(offsite.headers.get('location')).toBe('/en/profile');
    expect(await stored()).toBe(1);
  });

  it('goes with the account', async () => {
    await app().database.db.delete(user).where(eq(user.id, one.id));
    const left = await app().database.db.select().from(dismissedJob).where(eq(dismissedJob.userId, one.id));
    expect(left).toHaveLength(0);
  });
});
