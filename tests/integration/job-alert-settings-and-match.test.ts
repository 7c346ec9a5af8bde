import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/enums.ts';
import type { JobSummary } from '../../contracts/jobs.ts';
import { getMatchCandidate } from '../../core/matching/get-match-candidate.ts';
import { matchJobOf } from '../../core/matching/job-match.ts';
import { matchScore } from '../../core/matching/match-score.ts';
import { jobAlert } from '../../db/schema/index.ts';
import { KOTLIN_CV } from '../factories/match-cv.ts';
import { registerCandidate, registerVerifiedCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { filePageMailTestApp, visible } from '../setup/page-mail-app.ts';
import { testDriver } from '../setup/test-db.ts';

/**
 * Job alerts (ADR 126): one alert's settings page by the token of its e-mails (no account), the
 * saved search in the reader's words on the pages and in the mails, what a mailed job shows, and the
 * "jobs that match my CV" alert, which mails exactly the new jobs whose match score reaches its least.
 */
const ADMIN = `alert.settings.admin.${Date.now()}@example.sk`;
const { sink, app, call, delivered, ...pages } = await filePageMailTestApp({ ADMIN_EMAILS: ADMIN });
const unique = () => randomBytes(4).toString('hex');
let adminCookie = '';
const publish = (overrides: Record<string, unknown>) => pages.publish(adminCookie, overrides);
const page = (path: string, fields?: Record<string, string>, lang = 'en') => pages.page(path, fields, lang);

/** Saves an alert without an account and confirms it from its mail; answers the alert's row. */
async function confirmedAlert(email: string, language: Locale, filter: Record<string, unknown>) {
  const created = await call('POST', '/api/job-alerts', {
    body: { email, language, filter, frequency: 'instant', consent: true },
  });
  expect(created.status, await created.clone().text()).toBe(202);
  const confirmation = await delivered((m) => m.to === email && /confirm\?token=/.test(m.text));
  const token = /newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)![1]!;
  expect((await call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(200);
  const [row] = await app().database.db.select().from(jobAlert).where(eq(jobAlert.email, email));
  return { row: row!, confirmation };
}
const statusOf = async (id: number) =>
  (await app().database.db.select().from(jobAlert).where(eq(jobAlert.id, id)))[0];

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe(`a job alert's settings by its token, on ${testDriver()}`, () => {
  const email = `nosignin.${unique()}@example.sk`;
  let token = '';
  let id = 0;
  let settingsPath = '';

  it('the alert mail links its settings page by token, and shows pay, remote share, technologies and "see all N"', async () => {
    const word = `Zq${unique()}`;
    const { row } = await confirmedAlert(email, 'sk', { query: word, workplaces: ['remote'] });
    token = row.token;
    id = row.id;
    const name = `Kotlin ${word} ${'Veľmidlhýnázovpozície'.repeat(3)}`;
    await publish({
      name,
      description: `Popis ${word}`,
      remoteOfficePercentage: 100,
      hourlyRate: 52,
      expertises: ['Kotlin', 'PostgreSQL'],
    });
    expect((await app().services.newsletter.runNewsletter()).jobAlerts).toBe(1);
    const mail = await delivered(
      (m) => m.to === email && m.html.includes(word) && m.subject.startsWith('Nové pracovné ponuky'),
    );
    expect(mail.subject).toBe('Nové pracovné ponuky pre vaše vyhľadávanie');
    // The filter in words, translated: "remote" is "Na diaľku".
    expect(mail.text).toContain(`„${word}“ · Na diaľku`);
    expect(mail.text).not.toMatch(/· remote/);
    expect(mail.text).toMatch(/52\s€\/h/);
    expect(mail.text).toContain('úplne na diaľku');
    expect(mail.text).toContain('Kotlin, PostgreSQL');
    expect(mail.text).toMatch(/Zobraziť \d+ zodpovedajúcu ponuku|Zobraziť všetk\S+ \d+ zodpovedajúc/);
    expect(mail.html).toMatch(
      /href="https:\/\/kariera\.test\/jobs\?q=Zq\w+&amp;workplace=remote&amp;sort=newest"/,
    );
    // A long title wraps between words, not in the middle of one.
    expect(mail.html).not.toMatch(new RegExp(`word-break:break-all[^>]*>${name.slice(0, 10)}`));
    expect(mail.html).toMatch(/overflow-wrap:break-word/);
    const settings = /https:\/\/kariera\.test(\/newsletter\/alert\?token=[\w-]+)/.exec(mail.text);
    expect(settings?.[1]).toBe(`/newsletter/alert?token=${token}`);
    settingsPath = settings![1]!;
  });

  it('the page shows the alert in the page’s language, with no account, never cached or indexed', async () => {
    const expected: Record<Locale, string> = { sk: 'Na diaľku', en: 'Remote', de: 'Remote' };
    for (const [lang, prefix] of [
      ['sk', ''],
      ['en', '/en'],
      ['de', '/de'],
    ] as const) {
      const shown = await page(`${prefix}${settingsPath}`);
      expect(shown.status, lang).toBe(200);
      expect(shown.headers.get('cache-control')).toContain('no-store');
      expect(shown.headers.get('x-robots-tag')).toBe('noindex');
      expect(shown.html).toContain(`· ${expected[lang]}`);
      expect(visible(shown.html)).not.toMatch(/· remote/);
      expect(shown.html).toContain('no***@example.sk');
      expect(shown.html).not.toContain(email);
    }
  });

  it('changes the frequency, pauses (nothing is mailed), resumes and deletes — by the token alone', async () => {
    // The form posts to the page's own address, token included (as a browser does).
    const post = (fields: Record<string, string>) => page(`/en${settingsPath}`, { token, ...fields });
    expect((await post({ intent: 'frequency', frequency: 'weekly' })).status).toBe(200);
    expect((await statusOf(id))?.frequency).toBe('weekly');
    const paused = await post({ intent: 'pause' });
    expect(paused.html).toContain('The alert is paused.');
    expect((await statusOf(id))?.status).toBe('paused');
    await publish({ name: `Paused ${unique()}`, remoteOfficePercentage: 100 });
    expect(
      (await app().services.newsletter.runNewsletter(new Date(Date.now() + 8 * 86_400_000))).jobAlerts,
    ).toBe(0);
    expect((await post({ intent: 'resume' })).html).toContain('The alert is active again.');
    expect((await statusOf(id))?.status).toBe('active');
    // Bad values are refused, never a 500.
    expect((await post({ intent: 'frequency', frequency: 'hourly' })).status).toBe(400);
    expect((await post({ intent: 'explode' })).status).toBe(400);
    const deleted = await post({ intent: 'delete' });
    expect(deleted.headers.get('location')).toBe('/en/newsletter/alert?deleted=1');
    expect((await page('/en/newsletter/alert?deleted=1')).html).toContain('The alert is deleted');
    expect(await statusOf(id)).toBeUndefined();
    // The token is void from then on.
    expect((await page(settingsPath)).headers.get('location')).toBe('/invalid-link?for=newsletter');
  });

  it('a forged or another alert’s token changes nothing else: the token reaches its own alert only', async () => {
    const address = `twoalerts.${unique()}@example.sk`;
    const first = (await confirmedAlert(address, 'en', { cities: ['Žilina'] })).row;
    const created = await call('POST', '/api/job-alerts', {
      body: {
        email: address,
        language: 'en',
        filter: { cities: ['Praha'] },
        frequency: 'daily',
        consent: true,
      },
    });
    expect(created.status).toBe(202);
    const forged = `${first.token.slice(0, -4)}AAAA`;
    for (const token of [forged, 'A'.repeat(43), 'short']) {
      const got = await page(`/en/newsletter/alert?token=${token}`);
      expect(got.status).toBe(302);
      expect(got.headers.get('location')).toBe('/en/invalid-link?for=newsletter');
      const posted = await page(`/en/newsletter/alert?token=${token}`, { token, intent: 'delete' });
      expect(posted.headers.get('location')).toBe('/en/invalid-link?for=newsletter');
    }
    await page(`/en/newsletter/alert?token=${first.token}`, { token: first.token, intent: 'pause' });
    const rows = await app().database.db.select().from(jobAlert).where(eq(jobAlert.email, address));
    expect(rows.map((r) => [r.id === first.id, r.status]).sort()).toEqual([
      [false, 'pending'],
      [true, 'paused'],
    ]);
  });

  it('the confirmation and /unsubscribe pages name the alert, with its filters in words, in sk, en and de', async () => {
    const address = `words.${unique()}@example.sk`;
    const created = await call('POST', '/api/job-alerts', {
      body: {
        email: address,
        language: 'de',
        filter: {
          workplaces: ['remote', 'hybrid'],
          legalRelationTypes: ['contract'],
          professions: ['BACKEND'],
        },
        frequency: 'daily',
        consent: true,
      },
    });
    expect(created.status).toBe(202);
    const confirmation = await delivered((m) => m.to === address && /confirm\?token=/.test(m.text));
    expect(confirmation.text).toContain('Backend-Entwickler · Remote · Hybrid · Freiberuflicher Auftrag');
    const confirmToken = /newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)![1]!;
    const asked = await page(`/de/newsletter/confirm?token=${confirmToken}`);
    expect(asked.html).toMatch(/<h1[^>]*>Bestätigen Sie Ihre Job-Benachrichtigung<\/h1>/);
    expect(asked.html).toMatch(/<p[^>]*>Mit einem Klick bestätigen Sie Ihre Benachrichtigung über neue/);
    const confirmed = await page(
      `/de/newsletter/confirm?token=${confirmToken}`,
      { token: confirmToken },
      'de',
    );
    expect(confirmed.status, `${confirmed.headers.get('location')}`).toBe(200);
    expect(confirmed.html).toContain('Backend-Entwickler · Remote · Hybrid · Freiberuflicher Auftrag');
    const [row] = await app().database.db.select().from(jobAlert).where(eq(jobAlert.email, address));
    const words: Record<string, string> = {
      '': 'Backend vývojár · Na diaľku · Hybridne · Kontrakt (živnosť / s.r.o.)',
      '/en': 'Backend Developer · Remote · Hybrid · Contract (self-employed)',
      '/de': 'Backend-Entwickler · Remote · Hybrid · Freiberuflicher Auftrag',
    };
    for (const [prefix, text] of Object.entries(words)) {
      const shown = await page(`${prefix}/unsubscribe?token=${row!.token}`);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain(text);
      expect(visible(shown.html)).not.toMatch(/BACKEND|· remote/);
    }
  });

  it('CR/LF and quotes in a saved search never reach a header: the mail’s headers stay as they are', async () => {
    const address = `crlf.${unique()}@example.sk`;
    const query = `"x"\r\nBcc: evil@example.com\r\nSubject: hi`;
    const created = await call('POST', '/api/job-alerts', {
      body: { email: address, language: 'en', filter: { query }, frequency: 'instant', consent: true },
    });
    if (created.status === 202) {
      const confirmation = await delivered((m) => m.to === address);
      expect(confirmation.subject).toBe('Please confirm your job alert');
      expect(confirmation.headers.has('bcc')).toBe(false);
      expect(sink.messages.some((m) => m.to.includes('evil@example.com'))).toBe(false);
      expect(confirmation.html).toContain('&quot;x&quot;');
    } else expect(created.status).toBe(400);
  });
});

describe(`"jobs that match my CV" alerts, on ${testDriver()}`, () => {
  it('need a signed-in candidate with CV technologies and a score in range', async () => {
    const body = { email: `m.${unique()}@example.sk`, frequency: 'daily', consent: true };
    const anonymous = await call('POST', '/api/job-alerts', { body: { ...body, minScore: 70 } });
    expect(anonymous.status).toBe(400);
    expect(((await anonymous.json()) as { code: string }).code).toBe('MATCH_NEEDS_CANDIDATE');
    const bare = await registerVerifiedCandidate(app);
    for (const minScore of [0, 101, 55.5, '70']) {
      const bad = await call('POST', '/api/job-alerts', { cookie: bare.cookie, body: { ...body, minScore } });
      expect(bad.status, String(minScore)).toBe(400);
      expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors)).toEqual(['minScore']);
    }
    const noTechnologies = await call('POST', '/api/job-alerts', {
      cookie: bare.cookie,
      body: { ...body, minScore: 70 },
      lang: 'de',
    });
    expect(noTechnologies.status).toBe(400);
    expect(await noTechnologies.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { minScore: [expect.stringContaining('Ergänzen Sie Ihre Technologien im Lebenslauf')] },
    });
  });

  it('mails exactly the new jobs whose score against the CV at run time reaches the least score', async () => {
    const tag = unique();
    const technology = 'Swift';
    const candidate = await registerVerifiedCandidate(app, { profession: 'BACKEND' });
    const cv = KOTLIN_CV;
    const saved = await call('PUT', '/api/candidates/my/cv', { cookie: candidate.cookie, body: cv });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const created = await call('POST', '/api/job-alerts', {
      cookie: candidate.cookie,
      // The address is the account's own, whatever is typed.
      body: {
        email: `elsewhere.${tag}@example.sk`,
        language: 'sk',
        minScore: 60,
        frequency: 'instant',
        consent: true,
      },
    });
    expect(created.status, await created.clone().text()).toBe(202);
    const confirmation = await delivered((m) => m.to === candidate.email && /confirm\?token=/.test(m.text));
    expect(confirmation.text).toContain('ponuky, ktoré zodpovedajú môjmu životopisu (zhoda aspoň 60 %)');
    expect(sink.messages.some((m) => m.to === `elsewhere.${tag}@example.sk`)).toBe(false);
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)![1]!;
    expect((await call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(200);

    // Jobs from a close match to none: Kotlin alone (senior, 5 years: full), Kotlin + PostgreSQL
    // (PostgreSQL 1 of 3 years), PostgreSQL alone, another technology, a tester's job.
    const published = await Promise.all(
      [
        { expertises: ['Kotlin'] },
        { expertises: ['Kotlin', 'PostgreSQL'] },
        { expertises: ['PostgreSQL'] },
        { expertises: [technology] },
        { expertises: ['Kotlin', technology], profession: 'TESTER' },
        { expertises: ['Kotlin'], requiredLevels: ['junior'], language: 'en' },
      ].map((o, i) => publish({ name: `Match ${tag} ${i}`, ...o })),
    );
    const run = await app().services.newsletter.runNewsletter();
    expect(run.jobAlerts).toBeGreaterThanOrEqual(1);
    const mail = await delivered((m) => m.to === candidate.email && m.subject.includes('životopisu'));
    expect(mail.subject).toBe('Nové ponuky, ktoré zodpovedajú vášmu životopisu');
    const mailed = [...mail.html.matchAll(/https:\/\/kariera\.test\/jobs\/(\d+)"/g)].map((m) => Number(m[1]));

    // Brute force: the ADR 121 score of every job just published against the candidate's CV now.
    const input = await getMatchCandidate({ db: app().database.db, userId: candidate.id });
    const found = await app().services.jobs.findJobs(
      { filter: {}, sort: 'newest', page: 0, size: 100 },
      'sk',
    );
    const byId = new Map(found.page.content.map((j: JobSummary) => [j.id, j]));
    const expected = published.filter((id) => {
      const result = matchScore({ candidate: input!, job: matchJobOf(byId.get(id)!) });
      return result.score !== null && result.score >= 60;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(published.length);
    expect([...mailed].sort()).toEqual([...expected].sort());
    expect(mail.html).toMatch(/href="https:\/\/kariera\.test\/jobs\?sort=match"/);
    // A second run mails none of them again.
    expect((await app().services.newsletter.runNewsletter(new Date(Date.now() + 60_000))).jobAlerts).toBe(0);
  });
});
