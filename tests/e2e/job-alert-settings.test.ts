import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJob } from '../factories/jobs.ts';
import { portalApi } from './support/api.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { linkTo, outboxMailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

/** Job alerts (ADR 126): managed from the mail without an account, and "jobs that match my CV". */
const browser = setupBrowser();
const ADMIN = `alerts.e2e.admin.${Date.now()}@example.sk`;

describe('job alerts', () => {
  let server: RunningServer | undefined;
  let base = '';
  const api = portalApi(() => base);
  let adminCookie = '';

  beforeAll(async () => {
    // A server of its own: the admin publishes jobs that the shared server's job pages would list (ADR 165).
    server = await startServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '20' });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The admin who publishes jobs and runs the sender (registered inside a test: it waits for a mail). */
  async function admin() {
    if (!adminCookie) {
      adminCookie = (await api.register({ email: ADMIN })).cookie;
      await api.verify(ADMIN, outboxMailbox(server!.dataDir));
    }
    return adminCookie;
  }
  const run = async () => api.json('POST', '/api/admin/newsletter/run', { cookie: await admin() });

  it('a subscriber without an account opens the settings link of the alert mail and pauses the alert', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const word = `Qz${randomBytes(3).toString('hex')}`;
    const email = `noaccount.${randomBytes(4).toString('hex')}@example.sk`;
    await api.json('POST', '/api/job-alerts', {
      body: { email, language: 'en', filter: { query: word }, frequency: 'instant', consent: true },
    });
    const confirmation = await mailbox.waitFor(email, /Please confirm your job alert/);
    const token = new URL(linkTo(confirmation, '/newsletter/confirm?token=')).searchParams.get('token');
    await api.json('POST', '/api/subscriptions/confirm', { body: { token } });
    const name = `Kotlin developer ${word}`;
    await publishJob(api.call, await admin(), name);
    await run();
    const mail = await mailbox.waitFor(email, /^New jobs for your search$/);
    expect(mail.text).toContain(name);

    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(linkTo(mail, '/en/newsletter/alert?token='));
    await settled(page);
    // No sign-in: the alert's own page.
    await page.getByRole('heading', { name: 'Job alert', level: 1 }).waitFor();
    await page.getByText(`“${word}”`).waitFor();
    expect(page.url()).not.toContain('sign-in');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('status').filter({ hasText: 'The alert is paused.' }).waitFor();
    await page.getByText('Paused', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
  });

  it('a candidate with a CV creates a "jobs that match my CV" alert and gets a matching job by mail', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const candidate = await api.register({ profession: 'BACKEND' });
    await api.verify(candidate.email, mailbox);
    const cv = {
      employments: [
        {
          company: 'Firma s. r. o.',
          position: { en: 'Developer' },
          from: '2018-01',
          to: '2024-12-31',
          technologies: ['Kotlin'],
        },
      ],
      languages: [{ language: 'Slovenčina', level: 'native' }],
      technologies: [{ name: 'Kotlin', years: '5-10', specialization: true }],
    };
    const saved = await api.call('PUT', '/api/candidates/my/cv', { cookie: candidate.cookie, body: cv });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const page = await browser.page({ locale: 'en-GB' });
    await page.context().addCookies(
      candidate.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: base };
      }),
    );
    await page.goto(`${base}/en/profile/newsletter`);
    await settled(page);
    await page.getByRole('heading', { name: 'Jobs that match my CV' }).waitFor();
    await page.getByLabel('Least match').selectOption('60');
    await page.getByLabel('How often').first().selectOption('instant');
    await page.locator('#match-alert-consent').check();
    await page.getByRole('button', { name: 'Create alert' }).click();
    await page.getByRole('status').filter({ hasText: 'We have sent you an e-mail' }).waitFor();

    const confirmation = await mailbox.waitFor(candidate.email, /Please confirm your job alert/);
    expect(confirmation.text).toContain('jobs that match my CV (at least 60 %)');
    await page.goto(linkTo(confirmation, '/newsletter/confirm?token='));
    await settled(page);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await page.getByText('We will send new jobs that match your CV by at least 60 %').waitFor();

    const name = `Kotlin backend ${randomBytes(3).toString('hex')}`;
    await publishJob(api.call, await admin(), name);
    await run();
    const mail = await mailbox.waitFor(candidate.email, /^New jobs that match your CV$/);
    expect(mail.text).toContain(name);
    expect(mail.text).toContain('these new jobs match your CV by at least 60 %');
  });
});
