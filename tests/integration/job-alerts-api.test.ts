import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  fileTestAppWithSmtp,
  registerCandidate,
  registerVerifiedCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';
import { publishJob } from '../factories/jobs.ts';

const ADMIN = `alerts.admin.${Date.now()}@example.sk`;
const { app, call, delivered } = fileTestAppWithSmtp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '20' });
const word = `Qx${randomBytes(3).toString('hex')}`;
let adminCookie = '';

async function deliverAll() {
  while ((await app().accounts.runner.runDue()) > 0);
}
const mailsTo = async (email: string, template: string) =>
  (
    await queryRows<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from task where name = 'send-email' and payload->>'to' = ${email} and payload->>'template' = ${template}`,
    )
  )[0]!.n;

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe('job alerts', () => {
  const email = `seeker.${randomBytes(4).toString('hex')}@example.sk`;
  let token = '';

  it('refuses a bad filter, frequency or a missing consent', async () => {
    const response = await call('POST', '/api/job-alerts', {
      body: { email, filter: { professions: ['ASTRONAUT'] }, frequency: 'hourly' },
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(problem.fieldErrors)).toEqual(
      expect.arrayContaining(['filter.professions.0', 'frequency', 'consent']),
    );
  });

  it('a signed-out visitor saves a search; it mails nothing before it is confirmed', async () => {
    const created = await call('POST', '/api/job-alerts', {
      body: {
        email,
        language: 'en',
        filter: { query: word, cities: ['Košice'] },
        frequency: 'instant',
        consent: true,
      },
    });
    expect(created.status, await created.clone().text()).toBe(202);
    const confirmation = await delivered(
      (m) => m.to === email && m.subject === 'Please confirm your job alert',
    );
    // The search in the mail's language (English quotes).
    expect(confirmation.text).toContain(`“${word}” · Košice`);
    token = /newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)![1]!;
    await publishJob(call, adminCookie, `Kotlin vývojár ${word} pred potvrdením`);
    await app().services.newsletter.runNewsletter();
    await deliverAll();
    expect(await mailsTo(email, 'job-alert')).toBe(0);
  });

  it('once confirmed it mails a newly published matching job once and never again', async () => {
    const confirmed = await call('POST', '/api/subscriptions/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      email,
      topics: [],
      jobAlert: `„${word}“ · Košice`,
      alertSearch: { filter: { query: word, cities: ['Košice'] }, minScore: null },
    });
    // The job published before the confirmation is not new to this alert.
    expect((await app().services.newsletter.runNewsletter()).jobAlerts).toBe(0);
    const job = await publishJob(call, adminCookie, `Kotlin vývojár ${word} nový`);
    await publishJob(call, adminCookie, `Iný vývojár bez zhody`);
    expect((await app().services.newsletter.runNewsletter()).jobAlerts).toBe(1);
    const alert = await delivered((m) => m.to === email && m.subject === 'New jobs for your search');
    expect(alert.html).toContain(`/en/jobs/${job.id}`);
    expect(alert.text).not.toContain('bez zhody');
    expect(alert.text).not.toContain('pred potvrdením');
    expect(alert.raw.toString()).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect((await app().services.newsletter.runNewsletter(new Date(Date.now() + 3_600_000))).jobAlerts).toBe(
      0,
    );
    expect(
      (await app().services.newsletter.runNewsletter(new Date(Date.now() + 30 * 86_400_000))).jobAlerts,
    ).toBe(0);
    expect(await mailsTo(email, 'job-alert')).toBe(1);
  });

  it('the one-click unsubscribe of its mail ends the alert', async () => {
    const alert = await delivered((m) => m.to === email && m.subject === 'New jobs for your search');
    const unsubscribe = /<(https:\/\/kariera\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/.exec(
      alert.raw.toString().replace(/\r?\n[ \t]+/g, ' '),
    )![1]!;
    const response = await app().app.request(unsubscribe.replace('https://kariera.test', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      topic: 'jobs',
      status: 'unsubscribed',
      jobAlert: `„${word}“ · Košice`,
    });
    await publishJob(call, adminCookie, `Kotlin vývojár ${word} po odhlásení`);
    expect((await app().services.newsletter.runNewsletter(new Date(Date.now() + 60_000))).jobAlerts).toBe(0);
  });

  it('the owner lists, pauses, changes and deletes their alerts; nobody else can', async () => {
    const owner = await registerVerifiedCandidate(app);
    const other = await registerVerifiedCandidate(app);
    const created = await call('POST', '/api/job-alerts', {
      cookie: owner.cookie,
      body: { email: owner.email, filter: { cities: ['Žilina'] }, frequency: 'weekly', consent: true },
    });
    expect(created.status).toBe(202);
    const list = await call('GET', '/api/job-alerts/my', { cookie: owner.cookie });
    const [mine] = (await list.json()) as {
      id: number;
      status: string;
      frequency: string;
      summary: string;
    }[];
    expect(mine).toMatchObject({ status: 'pending', frequency: 'weekly', summary: 'Žilina' });
    expect((await call('GET', '/api/job-alerts/my')).status).toBe(401);
    const foreign = await call('PATCH', `/api/job-alerts/${mine!.id}`, {
      cookie: other.cookie,
      body: { frequency: 'daily' },
    });
    expect(foreign.status).toBe(404);
    expect((await call('DELETE', `/api/job-alerts/${mine!.id}`, { cookie: other.cookie })).status).toBe(404);
    const changed = await call('PATCH', `/api/job-alerts/${mine!.id}`, {
      cookie: owner.cookie,
      body: { frequency: 'daily', status: 'paused' },
    });
    expect(changed.status).toBe(204);
    const [after] = (await (await call('GET', '/api/job-alerts/my', { cookie: owner.cookie })).json()) as {
      status: string;
      frequency: string;
    }[];
    // A pending alert is resumed or paused only once confirmed; its frequency may change.
    expect(after).toMatchObject({ status: 'pending', frequency: 'daily' });
    expect((await call('DELETE', `/api/job-alerts/${mine!.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect(await (await call('GET', '/api/job-alerts/my', { cookie: owner.cookie })).json()).toEqual([]);
  });
});
