import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../db/client.ts';
import {
  candidateProfile,
  consentRecord,
  newsletterSubscription,
  task,
  user,
} from '../../db/schema/index.ts';
import { assembleRuntime } from '../../server/bootstrap.ts';
import { createLogger } from '../../server/logger.ts';
import {
  cookiesOf,
  fileTestAppWithSmtp,
  nextClientIp,
  registerCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';
import { adminUrl, testDriver, withDatabase } from '../setup/test-db.ts';
import { rawHeader } from '../support/smtp-sink.ts';

const ADMIN = `newsletter.admin.${Date.now()}@example.sk`;
const { app, call, delivered } = fileTestAppWithSmtp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '20' });
const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;

const subscribe = (body: Record<string, unknown>, lang = 'en') =>
  call('POST', '/api/newsletter/subscriptions', { body, lang });

/** Runs the task runner until nothing is due; the number of e-mails the sink got to `to`. */
async function deliverAll() {
  while ((await app().accounts.runner.runDue()) > 0);
}

async function confirmationOf(email: string) {
  const mail = await delivered((m) => m.to === email && /confirm/i.test(m.text));
  const url = /https:\/\/kariera\.test\S*\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(url, mail.text).toBeTruthy();
  return { mail, token: new URL(url!).searchParams.get('token')! };
}

let adminCookie = '';
async function publishPost(language = 'en') {
  if (!adminCookie) {
    adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
    await verifyEmailByLink(app, ADMIN);
  }
  const response = await call('POST', '/api/admin/blog/posts', {
    cookie: adminCookie,
    body: {
      title: `Contracting in Slovakia ${unique()}`,
      language,
      excerpt: 'What a contractor should know.',
      content: '## Start\n\nText.',
      tags: ['contracting'],
      draft: false,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { slug: string };
}

const run = async (now?: Date) => {
  const result = await app().services.newsletter.runNewsletter(now);
  await deliverAll();
  return result;
};

describe('subscribing', () => {
  it('refuses an invalid e-mail, an unknown topic and a missing consent with the SPEC messages', async () => {
    const response = await subscribe({ email: 'not-an-address', topics: ['gossip'], language: 'en' });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.fieldErrors.email).toEqual(['Please enter a valid e-mail address.']);
    expect(problem.fieldErrors['topics.0']).toBeDefined();
    expect(problem.fieldErrors.consent).toEqual([
      'We need your consent to the processing of your personal data to send this form.',
    ]);
    const sk = await subscribe({ email: 'x@example.sk', topics: [], consent: true }, 'sk');
    expect(((await sk.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.topics).toEqual([
      'Vyberte aspoň jednu tému.',
    ]);
  });

  it('answers 202 either way and sends at most one confirmation an hour; nothing else before confirming', async () => {
    const email = `reader.${unique()}@example.sk`;
    const first = await subscribe({ email, language: 'de', topics: ['blog', 'news'], consent: true });
    expect(first.status).toBe(202);
    const { mail } = await confirmationOf(email);
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Abonnement bei Kariéra IT');
    const again = await subscribe({ email, language: 'de', topics: ['blog'], consent: true });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ accepted: true });
    await publishPost('de');
    const result = await run();
    expect(result.blog).toBe(0);
    await deliverAll();
    const queued = await app()
      .database.db.select({ payload: task.payload })
      .from(task)
      .where(sql`${task.name} = 'send-email' and ${task.payload}->>'to' = ${email}`);
    expect(queued.map((q) => (q.payload as { template: string }).template)).toEqual(['newsletter-confirm']);
  });

  it('an expired or tampered token is 404, a malformed one 400', async () => {
    const tampered = await call('POST', '/api/subscriptions/confirm', { body: { token: 'A'.repeat(43) } });
    expect(tampered.status).toBe(404);
    const malformed = await call('POST', '/api/subscriptions/confirm', { body: { token: '<script>' } });
    expect(malformed.status).toBe(400);
  });
});

describe('the sender', () => {
  const email = `digest.${unique()}@example.sk`;
  let unsubscribeToken = '';

  it('confirming records the consent for 5 years', async () => {
    await subscribe({ email, language: 'en', topics: ['blog', 'news'], consent: true });
    const { token } = await confirmationOf(email);
    const confirmed = await call('POST', '/api/subscriptions/confirm', { body: { token } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(await confirmed.json()).toEqual({
      email,
      topics: ['blog', 'news'],
      jobAlert: null,
      alertSearch: null,
    });
    // The link works once: used again, it says so and shows neither the address nor the topics.
    const twice = await call('POST', '/api/subscriptions/confirm', { body: { token } });
    expect(twice.status).toBe(410);
    const used = await twice.text();
    expect(JSON.parse(used)).toMatchObject({
      code: 'LINK_USED',
      title: expect.stringMatching(/already been used/),
    });
    expect(used).not.toContain(email);
    expect(used).not.toContain('blog');
    const [consent] = await app()
      .database.db.select()
      .from(consentRecord)
      .where(eq(consentRecord.email, email));
    expect(consent?.purpose).toBe('newsletter');
    expect(consent?.textVersion).toBeTruthy();
    const years = (consent!.expiresAt!.getTime() - consent!.grantedAt.getTime()) / (365.25 * DAY);
    expect(Math.round(years)).toBe(5);
  });

  it('mails the blog digest of a new post once, with the one-click unsubscribe headers, and no second within 7 days — across two runs and a restart', async () => {
    const post = await publishPost('en');
    expect((await run()).blog).toBeGreaterThanOrEqual(1);
    const digest = await delivered((m) => m.to === email && m.subject === 'New on the Kariéra IT blog');
    expect(digest.html).toContain(`/en/blog/${post.slug}`);
    const listUnsubscribe = String(rawHeader(digest, 'List-Unsubscribe'));
    const https = /<(https:\/\/kariera\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/.exec(
      listUnsubscribe,
    );
    expect(https, listUnsubscribe).toBeTruthy();
    // No inbound SMTP listener is configured here: the mailto: address is not advertised (ADR 072).
    expect(listUnsubscribe).not.toContain('mailto:');
    expect(rawHeader(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toContain('Unsubscribe');
    expect(digest.html).toMatch(/href="https:\/\/kariera\.test\/en\/unsubscribe\?token=[\w-]+"/);
    expect(digest.html).toContain('href="https://kariera.test/en/newsletter"');
    unsubscribeToken = new URL(https![1]!).searchParams.get('token')!;

    await publishPost('en');
    expect((await run()).blog).toBe(0);
    // A restart: new services and task runner over the same database.
    const restarted = assembleRuntime(app().config, app().database, createLogger('silent'));
    expect((await restarted.services.newsletter.runNewsletter(new Date(Date.now() + 6 * DAY))).blog).toBe(0);
    expect(
      (await restarted.services.newsletter.runNewsletter(new Date(Date.now() + 8 * DAY))).blog,
    ).toBeGreaterThanOrEqual(1);
    await deliverAll();
    expect((await restarted.services.newsletter.runNewsletter(new Date(Date.now() + 9 * DAY))).blog).toBe(0);
  });

  it('mails a news issue at most once a calendar month', async () => {
    const issue = (subject: string) =>
      call('POST', '/api/admin/newsletter/news', {
        cookie: adminCookie,
        body: { subject, content: 'We have **new** features.\n\n<script>alert(1)</script>' },
      });
    const first = await issue(`November news ${unique()}`);
    expect(first.status, await first.clone().text()).toBe(201);
    const runNow = await call('POST', '/api/admin/newsletter/run', { cookie: adminCookie });
    expect(runNow.status).toBe(200);
    expect(((await runNow.json()) as { news: number }).news).toBeGreaterThanOrEqual(1);
    await deliverAll();
    const news = await delivered((m) => m.to === email && m.subject.startsWith('November news'));
    expect(news.html).toContain('<strong>new</strong>');
    expect(news.html).not.toContain('<script>');
    expect(rawHeader(news, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(news, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/kariera\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
    );
    await issue(`Second news ${unique()}`);
    const second = await call('POST', '/api/admin/newsletter/run', { cookie: adminCookie });
    expect(((await second.json()) as { news: number }).news).toBe(0);
  });

  it('only admins run the sender or queue news', async () => {
    const { cookie } = await registerCandidate(app);
    expect((await call('POST', '/api/admin/newsletter/run', { cookie })).status).toBe(403);
    expect((await call('POST', '/api/admin/newsletter/run')).status).toBe(401);
  });

  it('the one-click POST without cookie, session or Origin ends the subscription; nothing more arrives', async () => {
    const response = await app().app.request(`/api/newsletter/unsubscribe?token=${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClientIp() },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(cookiesOf(response)).toBe('');
    const view = (await response.json()) as { topic: string; status: string };
    expect(view).toMatchObject({ topic: 'blog', status: 'unsubscribed' });
    await publishPost('en');
    const later = await app().services.newsletter.runNewsletter(new Date(Date.now() + 30 * DAY));
    await deliverAll();
    const rows = await app()
      .database.db.select({ topic: newsletterSubscription.topic, status: newsletterSubscription.status })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, email));
    expect(rows.find((r) => r.topic === 'blog')?.status).toBe('unsubscribed');
    const blogMails = await queryRows<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from task where name = 'send-email' and payload->>'to' = ${email} and payload->>'template' = 'newsletter-blog'`,
    );
    expect(blogMails[0]!.n).toBe(2);
    expect(later.blog).toBeGreaterThanOrEqual(0);
    const unknown = await app().app.request(`/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.status).toBe(404);
  });

  it('the profile of an account with that address follows its subscriptions, and its switches create them', async () => {
    const registered = await registerCandidate(app);
    await verifyEmailByLink(app, registered.email);
    const on = await call('PUT', '/api/candidates/my/notification-settings', {
      cookie: registered.cookie,
      body: { newsletterNews: true },
    });
    expect(on.status, await on.clone().text()).toBe(200);
    const [news] = await app()
      .database.db.select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, registered.email.toLowerCase()));
    expect(news).toMatchObject({ topic: 'news', status: 'confirmed' });
    const ended = await app().app.request(`/api/newsletter/unsubscribe?token=${news!.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(ended.status).toBe(200);
    const [profile] = await app()
      .database.db.select({ news: candidateProfile.newsletterNews })
      .from(candidateProfile)
      .innerJoin(user, eq(user.id, candidateProfile.userId))
      .where(eq(user.id, registered.id));
    expect(profile?.news).toBe(false);
  });
});

describe.runIf(testDriver() === 'postgres')('two sender instances on one PostgreSQL database', () => {
  it('send each capped mail once', async () => {
    const email = `twins.${unique()}@example.sk`;
    await subscribe({ email, language: 'en', topics: ['blog'], consent: true });
    const { token } = await confirmationOf(email);
    expect((await call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(200);
    await publishPost('en');
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      app().database.db,
      sql`select current_database() as name`,
    );
    const second: Database = await openDatabase({ databaseUrl: withDatabase(adminUrl(), name), poolSize: 4 });
    try {
      const other = assembleRuntime(app().config, second, createLogger('silent'));
      const at = new Date(Date.now() + 60 * DAY);
      const results = await Promise.all([
        app().services.newsletter.runNewsletter(at),
        other.services.newsletter.runNewsletter(at),
        app().services.newsletter.runNewsletter(at),
        other.services.newsletter.runNewsletter(at),
      ]);
      expect(results.reduce((n, r) => n + r.blog, 0)).toBeGreaterThanOrEqual(1);
      const mails = await queryRows<{ n: number }>(
        app().database.db,
        sql`select count(*)::int as n from task where name = 'send-email' and payload->>'to' = ${email} and payload->>'template' = 'newsletter-blog'`,
      );
      expect(mails[0]!.n).toBe(1);
    } finally {
      await second.close();
    }
  });
});
