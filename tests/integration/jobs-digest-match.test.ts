import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSummary } from '../../contracts/jobs.ts';
import { getMatchCandidate } from '../../core/matching/get-match-candidate.ts';
import { matchJobOf } from '../../core/matching/job-match.ts';
import { matchScore } from '../../core/matching/match-score.ts';
import { candidateProfile, newsletterSubscription } from '../../db/schema/index.ts';
import { KOTLIN_CV } from '../factories/match-cv.ts';
import { registerCandidate, registerVerifiedCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { filePageMailTestApp, visible } from '../setup/page-mail-app.ts';
import { testDriver } from '../setup/test-db.ts';

/**
 * The weekly jobs digest by the CV's match (ADR 127): the least score is set on the profile's
 * newsletter page (with or without JavaScript, validated on the server), and the digest then mails
 * exactly the new jobs whose match score reaches it, best first and with the score, checked against
 * a brute force with the score function over every job. Subscribers without an account get the digest
 * as before; a CV without technologies is told what to add.
 */
const ADMIN = `digest.match.admin.${Date.now()}@example.sk`;
const { app, call, delivered, ...pages } = await filePageMailTestApp({ ADMIN_EMAILS: ADMIN });
const unique = () => randomBytes(4).toString('hex');
let adminCookie = '';
const publish = (overrides: Record<string, unknown>) => pages.publish(adminCookie, overrides);
/** A page as a browser without scripts gets or posts it, signed in with `cookie` (or not). */
const page = (path: string, cookie: string | undefined, fields?: Record<string, string>) =>
  pages.page(path, fields, 'en', cookie);
/** The profile's digest form posted without JavaScript by the candidate of `cookie`. */
const setDigest = (cookie: string | undefined, fields: Record<string, string>, lang = 'en') =>
  page(`/${lang}/profile/newsletter`, cookie, { intent: 'digest-match', ...fields });
/** The `<input>` tag of the field with `id` on a page. */
const inputTag = (html: string, id: string) =>
  new RegExp(`<input(?=[^>]*\\bid="${id}")[^>]*>`).exec(html)?.[0] ?? '';
/** The account's `jobs` subscription row. */
const jobsTopic = async (userId: string) =>
  (
    await app()
      .database.db.select()
      .from(newsletterSubscription)
      .where(and(eq(newsletterSubscription.userId, userId), eq(newsletterSubscription.topic, 'jobs')))
  )[0];
/** A verified candidate who switched on the jobs newsletter in the profile (a confirmed subscription). */
async function subscribedCandidate(cv?: Record<string, unknown>) {
  const candidate = await registerVerifiedCandidate(app, { profession: 'BACKEND' });
  if (cv) {
    const saved = await call('PUT', '/api/candidates/my/cv', { cookie: candidate.cookie, body: cv });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  const on = await call('PUT', '/api/candidates/my/notification-settings', {
    cookie: candidate.cookie,
    body: { newsletterJobs: true },
  });
  expect(on.status, await on.clone().text()).toBe(200);
  expect((await jobsTopic(candidate.id))?.status).toBe('confirmed');
  return candidate;
}
const CV = KOTLIN_CV;

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe(`the jobs digest by the CV's match, on ${testDriver()}`, () => {
  let matching: Awaited<ReturnType<typeof subscribedCandidate>>;
  let bare: Awaited<ReturnType<typeof subscribedCandidate>>;
  const anonymous = `digest.${unique()}@example.sk`;

  it('is offered on the profile, off by default, and not to someone without an account', async () => {
    matching = await subscribedCandidate(CV);
    const shown = visible((await page('/en/profile/newsletter', matching.cookie)).html);
    expect(shown).toContain('Weekly jobs digest by your CV');
    expect(inputTag(shown, 'digest-match-on')).not.toContain('checked');
    expect(inputTag(shown, 'digest-match-score')).toContain('value="70"');
    expect((await jobsTopic(matching.id))?.minScore).toBeNull();
    // Signed out: the subscribe page has no such control, the profile page and its action go to sign-in.
    const publicPage = visible((await page('/en/newsletter', undefined)).html);
    expect(publicPage).not.toContain('digest-match');
    expect(publicPage).not.toContain('Only jobs that match my CV');
    const get = await page('/en/profile/newsletter', undefined);
    expect(get.status).toBe(302);
    expect(get.headers.get('location')).toMatch(/\/en\/sign-in/);
    const post = await setDigest(undefined, { digestMatch: 'on', minScore: '50' });
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toMatch(/\/en\/sign-in/);
  });

  it('refuses a score out of range or not a whole number, keeping what was typed', async () => {
    for (const typed of ['0', '101', '55.5', 'abc', '', '-5', '1e2']) {
      const reply = await setDigest(matching.cookie, { digestMatch: 'on', minScore: typed }, 'de');
      expect(reply.status, typed).toBe(400);
      const shown = visible(reply.html);
      expect(shown, typed).toContain('Wählen Sie eine Mindestübereinstimmung zwischen 1 und 100 %.');
      expect(inputTag(shown, 'digest-match-on')).toContain('checked');
      expect(inputTag(shown, 'digest-match-score')).toContain(`value="${typed}"`);
      expect(inputTag(shown, 'digest-match-score')).toContain('aria-invalid="true"');
    }
    expect((await jobsTopic(matching.id))?.minScore).toBeNull();
  });

  it('round-trips through the profile page: set, shown, cleared, set again', async () => {
    const set = await setDigest(matching.cookie, { digestMatch: 'on', minScore: '75' });
    expect(set.status).toBe(200);
    expect(visible(set.html)).toContain('Saved: the digest will list only jobs that match by at least 75 %.');
    expect((await jobsTopic(matching.id))?.minScore).toBe(75);
    const shown = visible((await page('/en/profile/newsletter', matching.cookie)).html);
    expect(inputTag(shown, 'digest-match-on')).toContain('checked');
    expect(inputTag(shown, 'digest-match-score')).toContain('value="75"');
    // Unticked: the digest goes back to the profile's filter, whatever number is in the field.
    const off = await setDigest(matching.cookie, { minScore: '75' });
    expect(off.status).toBe(200);
    expect((await jobsTopic(matching.id))?.minScore).toBeNull();
    await setDigest(matching.cookie, { digestMatch: 'on', minScore: '60' });
    expect((await jobsTopic(matching.id))?.minScore).toBe(60);
  });

  it('refuses a score to a CV without technologies (what to add) and to an account without the digest', async () => {
    bare = await subscribedCandidate();
    const shown = visible((await page('/en/profile/newsletter', bare.cookie)).html);
    expect(shown).toContain('Add your technologies to your CV so that we know which jobs match you.');
    const refused = await setDigest(bare.cookie, { digestMatch: 'on', minScore: '70' });
    expect(refused.status).toBe(400);
    expect(visible(refused.html)).toContain(
      'Add your technologies to your CV so that we know which jobs match you.',
    );
    expect((await jobsTopic(bare.id))?.minScore).toBeNull();

    const unsubscribed = await registerVerifiedCandidate(app);
    await call('PUT', '/api/candidates/my/cv', { cookie: unsubscribed.cookie, body: CV });
    expect(visible((await page('/en/profile/newsletter', unsubscribed.cookie)).html)).toContain(
      'Switch on “New jobs” above first',
    );
    const notOn = await setDigest(unsubscribed.cookie, { digestMatch: 'on', minScore: '70' });
    expect(notOn.status).toBe(400);
    expect(visible(notOn.html)).toContain('Switch on “New jobs” above first');
  });

  it('mails exactly the new jobs scoring at least the least score, best first with their scores', async () => {
    // A subscriber without an account, with a least score forced onto the row: it has no CV, so it
    // is unaffected and gets every new job.
    const subscribed = await call('POST', '/api/newsletter/subscriptions', {
      body: { email: anonymous, language: 'en', topics: ['jobs'], consent: true },
      lang: 'en',
    });
    expect(subscribed.status).toBe(202);
    const confirmation = await delivered(
      (m) => m.to === anonymous && /newsletter\/confirm\?token=/.test(m.text),
    );
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)![1]!;
    expect((await call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(200);
    await app()
      .database.db.update(newsletterSubscription)
      .set({ minScore: 90 })
      .where(eq(newsletterSubscription.email, anonymous));
    // The CV of `bare` lost its technologies after a least score was set (its profile names no city,
    // so the profile's filter finds the new backend jobs).
    await app()
      .database.db.update(candidateProfile)
      .set({ city: null })
      .where(eq(candidateProfile.userId, bare.id));
    await app()
      .database.db.update(newsletterSubscription)
      .set({ minScore: 50 })
      .where(eq(newsletterSubscription.userId, bare.id));

    const tag = unique();
    const published = [];
    for (const o of [
      { expertises: ['Kotlin'] },
      { expertises: ['Kotlin', 'PostgreSQL'] },
      { expertises: ['PostgreSQL'] },
      { expertises: ['Swift'] },
      { expertises: ['Kotlin', 'Swift'], profession: 'TESTER' },
      { expertises: ['Kotlin'], requiredLevels: ['junior'], language: 'en' },
      { expertises: ['Kotlin', 'PostgreSQL', 'Java'], requiredLevels: ['senior'] },
    ])
      published.push(await publish({ name: `Digest ${tag} ${published.length}`, ...o }));
    const run = await app().services.newsletter.runNewsletter();
    expect(run.jobs, JSON.stringify(run)).toBeGreaterThanOrEqual(3);

    const mail = await delivered((m) => m.to === matching.email && m.html.includes(`Digest ${tag}`));
    expect(mail.subject).toBe('New jobs that match your CV');
    const mailed = [...mail.html.matchAll(/https:\/\/kariera\.test\/en\/jobs\/(\d+)"/g)].map((m) =>
      Number(m[1]),
    );

    // Brute force: the score function over every job new since the subscription was confirmed.
    const confirmedAt = (await jobsTopic(matching.id))!.confirmedAt!;
    const candidate = await getMatchCandidate({ db: app().database.db, userId: matching.id });
    const every: JobSummary[] = [];
    for (let p = 0; ; p++) {
      const found = await app().services.jobs.findJobs(
        { filter: {}, sort: 'newest', page: p, size: 100 },
        'sk',
      );
      every.push(...found.page.content);
      if (found.page.content.length < 100) break;
    }
    const scored = every
      .filter((j) => j.publishedAt && new Date(j.publishedAt) > confirmedAt)
      .map((j) => ({ id: j.id, score: matchScore({ candidate: candidate!, job: matchJobOf(j) }).score }))
      .filter((s): s is { id: number; score: number } => s.score !== null && s.score >= 60);
    expect(scored.length).toBeGreaterThan(1);
    expect(scored.length).toBeLessThan(published.length);
    expect([...mailed].sort()).toEqual(scored.map((s) => s.id).sort());
    // Best first, each with its score in the mail.
    const byId = new Map(scored.map((s) => [s.id, s.score]));
    const scores = mailed.map((id) => byId.get(id)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(mail.text).toContain(`${score} % match`);
    expect(mail.text).toContain('these new jobs match your CV by at least 60 %');
    expect(mail.html).toMatch(/href="https:\/\/kariera\.test\/en\/jobs\?sort=match"/);

    // Without an account: every new job, no score, the topic's subject.
    const plain = await delivered((m) => m.to === anonymous && m.html.includes(`Digest ${tag}`));
    expect(plain.subject).toBe('New jobs from Kariéra IT');
    for (const id of published) expect(plain.html).toContain(`https://kariera.test/en/jobs/${id}"`);
    expect(plain.text).not.toMatch(/% match/);

    // A CV without technologies: what to add, and the new jobs by the profile, never a score.
    const told = await delivered((m) => m.to === bare.email && m.html.includes(`Digest ${tag}`));
    expect(told.text).toContain('your CV names no technologies yet');
    expect(told.html).toMatch(/href="https:\/\/kariera\.test\/en\/profile\/cv"/);
    expect(told.text).not.toMatch(/\d+ % match/);
  });
});
