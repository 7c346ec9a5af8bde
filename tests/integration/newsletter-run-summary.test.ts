import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentRecord, newsletterIssue, newsletterSubscription } from '../../db/schema/index.ts';
import { renderEmail } from '../../emails/render.ts';
import { nextClientIp, queuedEmails, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { filePageTestApp } from '../setup/page-app.ts';

/**
 * What the admin reads after a run of the sender on /admin/newsletter: how many subscribers the news
 * issue went to, the run's summary with every kind of mail it queued, and the issue's subject with
 * the brand once.
 */
const ADMIN = `run.summary.admin.${Date.now()}@example.sk`;
const app = filePageTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '20' });
const ORIGIN = 'https://kariera.test';
const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;
const readers = [`news.a.${unique()}@example.sk`, `news.b.${unique()}@example.sk`];
const jobsReader = `jobs.${unique()}@example.sk`;
const subject = `Dezember-Ausgabe ${unique()} – Kariéra IT`;
let adminCookie = '';

const page = (path: string, form?: Record<string, string>) =>
  app().app.request(`${ORIGIN}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      origin: ORIGIN,
      cookie: adminCookie,
      'x-forwarded-for': nextClientIp(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
/** Visible text of a page: tags dropped, whitespace collapsed. */
const textOf = async (response: Response) =>
  (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#x27;|&#39;/g, "'");

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
  const { db } = app().database;
  const confirmedAt = new Date(Date.now() - 10 * DAY);
  const subscribers = [
    ...readers.map((email) => ({ email, topic: 'news' })),
    { email: jobsReader, topic: 'jobs' },
  ];
  for (const { email, topic } of subscribers) {
    await db.insert(newsletterSubscription).values({
      email,
      topic,
      status: 'confirmed',
      language: 'de',
      token: randomBytes(24).toString('base64url'),
      consentTextVersion: 'test',
      requestedAt: confirmedAt,
      confirmedAt,
    });
    await db.insert(consentRecord).values({
      email,
      purpose: 'newsletter',
      textVersion: 'test',
      grantedAt: confirmedAt,
      expiresAt: new Date(Date.now() + 365 * DAY),
    });
  }
  await db
    .insert(newsletterIssue)
    .values({ subject, content: 'Neu: **Stellenalarme**.', createdAt: new Date(Date.now() - 60_000) });
}, 180_000);

describe('/admin/newsletter after a run of the sender', () => {
  it('the summary counts the job digests too, and the issue says how many subscribers it went to', async () => {
    const ran = await page('/de/admin/newsletter', { intent: 'run', confirmed: 'yes' });
    expect(ran.status).toBe(200);
    const summary = await textOf(ran);
    expect(summary).toMatch(/Neuigkeiten [2-9]\d*/);
    expect(summary).toMatch(/Job-Übersichten [1-9]\d*/);
    for (const email of readers)
      expect((await queuedEmails(app, email)).map((m) => m.template)).toEqual(['newsletter-news']);
    expect((await queuedEmails(app, jobsReader)).map((m) => m.template)).toContain('job-alert');

    // The issue line: both news mails, each language with its own grammar.
    const line = (text: string) =>
      text.slice(text.indexOf(subject), text.indexOf(subject) + subject.length + 60);
    expect(line(await textOf(await page('/de/admin/newsletter')))).toMatch(/an 2 Abonnenten gesendet/);
    expect(line(await textOf(await page('/en/admin/newsletter')))).toMatch(/sent to 2 subscribers/);
    expect(line(await textOf(await page('/admin/newsletter')))).toMatch(/odoslané 2 odberateľom/);
  });

  it('the issue mail carries the brand once when the subject names it already', async () => {
    const branded = await renderEmail('newsletter-news', 'de', {
      subject,
      html: '<p>x</p>',
      unsubscribeUrl: `${ORIGIN}/de/unsubscribe?token=x`,
      settingsUrl: `${ORIGIN}/de/newsletter`,
    });
    expect(branded.subject).toBe(subject);
    const plain = await renderEmail('newsletter-news', 'sk', {
      subject: 'Novinky – december 2026',
      html: '<p>x</p>',
      unsubscribeUrl: `${ORIGIN}/unsubscribe?token=x`,
      settingsUrl: `${ORIGIN}/newsletter`,
    });
    expect(plain.subject).toBe('Novinky – december 2026 – Kariéra IT');
  });
});
