import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { candidateExpertise, candidateProfile } from '../../db/schema/index.ts';
import {
  cookiesOf,
  fileTestAppWithSmtp,
  nextClientIp,
  registerCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';
import { publishJob } from '../factories/jobs.ts';
import { rawHeader } from '../support/smtp-sink.ts';

const ADMIN = `jobs.topic.admin.${Date.now()}@example.sk`;
const { app, call, delivered } = fileTestAppWithSmtp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '20' });
const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;
let adminCookie = '';

async function deliverAll() {
  while ((await app().accounts.runner.runDue()) > 0);
}
const run = async (now?: Date) => {
  const result = await app().services.newsletter.runNewsletter(now);
  await deliverAll();
  return result;
};
const mailsTo = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from task where name = 'send-email' and payload->>'to' = ${email} and payload->>'template' = 'job-alert'`,
    )
  )[0]!.n;

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe('the jobs topic', () => {
  const email = `jobs.${unique()}@example.sk`;
  let unsubscribeUrl = '';

  it('mails nothing before the subscription is confirmed', async () => {
    const response = await call('POST', '/api/newsletter/subscriptions', {
      body: { email, language: 'de', topics: ['jobs'], consent: true },
      lang: 'de',
    });
    expect(response.status).toBe(202);
    await publishJob(call, adminCookie, `Kotlin vor der Bestätigung ${unique()}`);
    await run();
    expect(await mailsTo(email)).toBe(0);
  });

  it('mails a newly published job once, in the language and with the one-click headers, never twice', async () => {
    const confirmation = await delivered((m) => m.to === email && /newsletter\/confirm\?token=/.test(m.text));
    const url = /https:\/\/kariera\.test\S*\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)![0];
    const confirmed = await call('POST', '/api/subscriptions/confirm', {
      body: { token: new URL(url).searchParams.get('token') },
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const fresh = `Kotlin nach der Bestätigung ${unique()}`;
    const job = await publishJob(call, adminCookie, fresh);

    expect((await run()).jobs).toBe(1);
    const mail = await delivered((m) => m.to === email && m.html.includes(fresh));
    // A topic subscriber never searched: the subject does not say "for your search".
    expect(mail.subject).toBe('Neue Stellenangebote von Kariéra IT');
    expect(mail.text).toContain('weil Sie beim Portal Kariéra IT neue Stellenangebote abonniert haben');
    expect(mail.html).toContain(`https://kariera.test/de/jobs/${job.id}`);
    expect(mail.html).not.toContain('vor der Bestätigung');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = String(rawHeader(mail, 'List-Unsubscribe'));
    expect(listUnsubscribe).not.toContain('mailto:');
    unsubscribeUrl = /<(https:\/\/kariera\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/.exec(
      listUnsubscribe,
    )![1]!;

    // A second run now, and one a week later with nothing new: no mail, the job is not repeated.
    expect((await run()).jobs).toBe(0);
    expect((await run(new Date(Date.now() + 8 * DAY))).jobs).toBe(0);
    expect(await mailsTo(email)).toBe(1);
  });

  it('a week later mails only the jobs published since the last mail', async () => {
    const next = `Kotlin später ${unique()}`;
    await publishJob(call, adminCookie, next);
    expect((await run(new Date(Date.now() + 3 * DAY))).jobs).toBe(0);
    expect((await run(new Date(Date.now() + 9 * DAY))).jobs).toBe(1);
    // Queued for its (future) run time: the payload lists the new job only.
    const [queued] = await queryRows<{ jobs: { name: string }[] }>(
      app().database.db,
      sql`select payload->'data'->'jobs' as jobs from task where name = 'send-email' and payload->>'to' = ${email}
          and payload->>'template' = 'job-alert' order by id desc limit 1`,
    );
    expect(queued!.jobs.map((j) => j.name)).toEqual([next]);
    expect(await mailsTo(email)).toBe(2);
  });

  it('mails nothing more after the one-click unsubscribe', async () => {
    const url = new URL(unsubscribeUrl);
    const response = await app().app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClientIp() },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(cookiesOf(response)).toBe('');
    expect(await response.json()).toMatchObject({ topic: 'jobs', status: 'unsubscribed' });
    await publishJob(call, adminCookie, `Kotlin nach der Abmeldung ${unique()}`);
    expect((await run(new Date(Date.now() + 30 * DAY))).jobs).toBe(0);
    expect(await mailsTo(email)).toBe(2);
  });
});

describe('the jobs topic of a signed-in subscriber', () => {
  it('mails only the new jobs matching the profession and city of the profile', async () => {
    const registered = await registerCandidate(app);
    await verifyEmailByLink(app, registered.email);
    const setProfile = (professionCode: 'FRONTEND' | 'BACKEND') =>
      app()
        .database.db.update(candidateProfile)
        .set({ professionCode, city: 'Košice' })
        .where(eq(candidateProfile.userId, registered.id));
    // No technologies: the profile's profession and city decide.
    await app().database.db.delete(candidateExpertise).where(eq(candidateExpertise.userId, registered.id));
    await setProfile('FRONTEND');
    const on = await call('PUT', '/api/candidates/my/notification-settings', {
      cookie: registered.cookie,
      body: { newsletterJobs: true },
    });
    expect(on.status, await on.clone().text()).toBe(200);
    const backend = `Kotlin backend ${unique()}`;
    await publishJob(call, adminCookie, backend);
    await run();
    expect(await mailsTo(registered.email.toLowerCase())).toBe(0);
    await setProfile('BACKEND');
    await run();
    const [queued] = await queryRows<{ jobs: { name: string }[] }>(
      app().database.db,
      sql`select payload->'data'->'jobs' as jobs from task where name = 'send-email'
          and payload->>'to' = ${registered.email.toLowerCase()} and payload->>'template' = 'job-alert'`,
    );
    expect(queued!.jobs.map((j) => j.name)).toEqual([backend]);
  });
});

describe('the jobs digest beyond its 20 jobs', () => {
  it('lists the newest 20 and says how many more, linking to the job list filtered as the profile', async () => {
    const registered = await registerCandidate(app);
    await verifyEmailByLink(app, registered.email);
    const email = registered.email.toLowerCase();
    await app()
      .database.db.update(candidateProfile)
      .set({ professionCode: 'BACKEND', city: 'Košice' })
      .where(eq(candidateProfile.userId, registered.id));
    await app().database.db.delete(candidateExpertise).where(eq(candidateExpertise.userId, registered.id));
    const on = await call('PUT', '/api/candidates/my/notification-settings', {
      cookie: registered.cookie,
      body: { newsletterJobs: true },
    });
    expect(on.status, await on.clone().text()).toBe(200);
    const batch = unique();
    for (let i = 1; i <= 23; i++) await publishJob(call, adminCookie, `Kotlin ${batch} no. ${i}`);

    await run();
    const [queued] = await queryRows<{ data: { jobs: { name: string }[]; more?: unknown }; locale: string }>(
      app().database.db,
      sql`select payload->'data' as data, payload->>'locale' as locale from task where name = 'send-email'
          and payload->>'to' = ${email} and payload->>'template' = 'job-alert'`,
    );
    expect(queued!.data.jobs).toHaveLength(20);
    expect(queued!.data.jobs[0]!.name).toBe(`Kotlin ${batch} no. 23`);
    const list = `https://kariera.test${queued!.locale === 'sk' ? '' : `/${queued!.locale}`}/jobs?profession=BACKEND&city=Ko%C5%A1ice&sort=newest`;
    expect(queued!.data.more).toEqual({ count: 3, atLeast: false, url: list });
    const mail = await delivered((m) => m.to === email && m.html.includes(`Kotlin ${batch} no. 23`));
    expect(mail.html).not.toContain(`Kotlin ${batch} no. 3<`);
    expect(mail.html).toContain(`href="${list.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toMatch(
      { en: /And 3 more new jobs/, sk: /A ďalšie 3 nové ponuky/, de: /Und 3 weitere neue Angebote/ }[
        queued!.locale as 'en'
      ],
    );
  });
});
