import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJob } from '../factories/jobs.ts';
import { validRegistration } from '../factories/registration.ts';
import { portalApi, signUpInBrowser } from './support/api.ts';
import { settled } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, linkTo, outboxMailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();

/** A page reached by a token from an e-mail is never cached, indexed or named in a Referer. */
async function expectTokenPageHeaders(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, url).toBe(200);
  expect(response.headers.get('cache-control'), url).toContain('no-store');
  expect(response.headers.get('x-robots-tag'), url).toBe('noindex');
  expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/);
}
const ADMIN = `newsletter.admin.${Date.now()}@example.sk`;
const EDITOR = validRegistration({ email: `newsletter.editor.${Date.now()}@example.sk` });
const PUBLISHER = `newsletter.publisher.${Date.now()}@example.sk`;

describe('the newsletter', () => {
  let server: RunningServer | undefined;
  let base = '';
  const api = portalApi(() => base);

  beforeAll(async () => {
    // A server of its own: the admins send newsletters and change what subscribers get (ADR 165).
    server = await startServer({
      ADMIN_EMAILS: `${ADMIN},${EDITOR.email},${PUBLISHER}`,
      RATE_LIMIT_SCALE: '20',
    });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('subscribe on /newsletter → confirm from the mail → the blog digest after a post → unsubscribe from its link', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const email = `reader.${randomBytes(4).toString('hex')}@example.sk`;
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${base}/en/newsletter`);
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Kariéra IT newsletter');

    // Nothing chosen, no consent: the form says what is missing and keeps the address.
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please choose at least one topic.').first().waitFor();
    await page
      .getByText('We need your consent to the processing of your personal data to send this form.')
      .first()
      .waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);

    await page.getByLabel('Blog posts').check();
    await page.getByLabel(/I agree to the processing/).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Please check your inbox' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const confirmation = await mailbox.waitFor(email, /confirm your Kariéra IT subscription/);
    // Opening the link confirms nothing by itself: the page asks for one click.
    await page.goto(linkTo(confirmation, '/newsletter/confirm?token='));
    await settled(page);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Blog posts' }).count()).toBe(1);
    // The link works once: used again, it shows neither the address nor the topics.
    const confirmLink = linkTo(confirmation, '/newsletter/confirm?token=');
    await page.goto(confirmLink);
    await settled(page);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    expect(await page.content()).not.toContain(email);
    expect(await page.getByRole('listitem').filter({ hasText: 'Blog posts' }).count()).toBe(0);
    await expectTokenPageHeaders(confirmLink);

    const admin = await api.register({ email: ADMIN });
    await api.verify(ADMIN, mailbox);
    const title = `Contract rates ${randomBytes(3).toString('hex')}`;
    await api.json('POST', '/api/admin/blog/posts', {
      cookie: admin.cookie,
      body: {
        title,
        language: 'en',
        excerpt: 'What contractors charge.',
        content: 'Text.',
        tags: [],
        draft: false,
      },
    });
    const run = await api.json<{ blog: number }>('POST', '/api/admin/newsletter/run', {
      cookie: admin.cookie,
    });
    expect(run.blog).toBe(1);
    const digest = await mailbox.waitFor(email, /New on the Kariéra IT blog/);
    expect(digest.text).toContain(title);

    await expectTokenPageHeaders(linkTo(digest, '/en/unsubscribe?token='));
    await page.goto(linkTo(digest, '/en/unsubscribe?token='));
    await settled(page);
    await page.getByText('Would you like to stop receiving “Blog posts”').waitFor();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'You have unsubscribed' }).waitFor();
    await page.getByText(/We have ended “Blog posts” for re\*\*\*@example\.sk/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Undo brings it back; nothing else changed.
    await page.getByRole('button', { name: 'Undo – keep my subscription' }).click();
    await page.getByRole('heading', { name: 'Your subscription continues' }).waitFor();
  });

  it('a signed-out visitor saves a filtered job list as an alert and confirms it from the mail', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const email = `seeker.${randomBytes(4).toString('hex')}@example.sk`;
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${base}/en/jobs?q=java&city=Bratislava`);
    await settled(page);
    await page.getByText('E-mail me new jobs for this search').click();
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page
      .getByText('We need your consent to the processing of your personal data to send this form.')
      .waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('How often').selectOption('weekly');
    await page.getByLabel(/for sending jobs for 5 years/).check();
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByRole('status').filter({ hasText: 'We have sent you an e-mail' }).waitFor();
    const confirmation = await mailbox.waitFor(email, /Please confirm your job alert/);
    expect(confirmation.text).toContain('“java” · Bratislava');
    await page.goto(linkTo(confirmation, '/newsletter/confirm?token='));
    await settled(page);
    // The page names the alert, not the newsletter.
    await page.getByRole('heading', { name: 'Confirm your job alert' }).waitFor();
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await page.getByRole('heading', { name: 'Your job alert is active' }).waitFor();
    await page.getByText(`We will send new jobs for your search “java” · Bratislava to ${email}.`).waitFor();
  });

  it('without JavaScript, the job alert form answers on the list: errors with the typed address kept, then the confirmation', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const email = `nojs.${randomBytes(4).toString('hex')}@example.sk`;
    const page = await browser.page({ locale: 'de-AT', javaScriptEnabled: false });
    await page.goto(`${base}/de/jobs?q=java`);
    await settled(page);
    await page.getByText('Neue Angebote für diese Suche per E-Mail erhalten').click();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Benachrichtigung speichern' }).click();
    await page.waitForURL((url) => url.pathname === '/de/jobs' && url.searchParams.get('q') === 'java');
    await page
      .getByText(
        'Zum Absenden des Formulars benötigen wir Ihre Einwilligung in die Verarbeitung Ihrer personenbezogenen Daten.',
      )
      .waitFor();
    expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(email);

    await page.getByLabel(/für den Versand von Angeboten für 5 Jahre/).check();
    await page.getByRole('button', { name: 'Benachrichtigung speichern' }).click();
    await page.getByRole('status').filter({ hasText: 'Wir haben Ihnen eine E-Mail' }).waitFor();
    expect(await page.getByRole('button', { name: 'Benachrichtigung speichern' }).count()).toBe(0);
    const confirmation = await mailbox.waitFor(email, /Bitte bestätigen Sie Ihre Job-Benachrichtigung/);
    expect(confirmation.text).toContain('„java“');
  });

  it('new jobs topic: subscribe → confirm → an admin publishes a job → the weekly digest links to it', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const email = `jobs.digest.${randomBytes(4).toString('hex')}@example.sk`;
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${base}/en/newsletter`);
    await settled(page);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('New jobs').check();
    await page.getByLabel(/I agree to the processing/).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Please check your inbox' }).waitFor();
    const confirmation = await mailbox.waitFor(email, /confirm your Kariéra IT subscription/);
    await page.goto(linkTo(confirmation, '/newsletter/confirm?token='));
    await settled(page);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();

    const admin = await api.register({ email: PUBLISHER });
    await api.verify(PUBLISHER, mailbox);
    const name = `Kotlin developer ${randomBytes(3).toString('hex')}`;
    const job = await publishJob(api.call, admin.cookie, name);
    const run = await api.json<{ jobs: number }>('POST', '/api/admin/newsletter/run', {
      cookie: admin.cookie,
    });
    expect(run.jobs).toBeGreaterThanOrEqual(1);

    // Topic subscribers never searched: the digest is not "for your search".
    const digest = await mailbox.waitFor(email, /^New jobs from Kariéra IT$/);
    expect(digest.text).toContain(name);
    const link = linkTo(digest, `/en/jobs/${job.id}`);
    expect(link).toMatch(new RegExp(`/en/jobs/${job.id}$`));
    await page.goto(link);
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
  });

  it('the admin sees subscribers per topic, previews a news issue, sends a test to themselves and queues it', async () => {
    const mailbox = outboxMailbox(server!.dataDir);
    const page = await browser.page({ locale: 'en-GB' });
    await signUpInBrowser(page, base, EDITOR);
    await confirmAddress(mailbox, String(EDITOR.email));
    await page.goto(`${base}/en/admin/newsletter`);
    await settled(page);
    await page.getByRole('heading', { name: 'Newsletter and job alerts', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Blog posts' }).waitFor();
    const subject = `December news ${randomBytes(3).toString('hex')}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Text').fill('We have **job alerts** now.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.locator('.prose strong', { hasText: 'job alerts' }).waitFor();
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page.getByText(`The test was sent to ${String(EDITOR.email)}.`).waitFor();
    const test = await mailbox.waitFor(String(EDITOR.email), new RegExp(subject));
    expect(test.html).toContain('<strong>job alerts</strong>');
    // Sending to every subscriber is confirmed first.
    await page.getByRole('button', { name: 'Queue for sending' }).click();
    const confirm = page.getByRole('dialog', { name: 'Queue the issue for sending?' });
    await confirm.getByText(`All confirmed subscribers get “${subject}”`).waitFor();
    await confirm.getByRole('button', { name: 'Queue for sending' }).click();
    await page.getByText('The news issue is queued.').waitFor();
    await page.getByRole('listitem').filter({ hasText: subject }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a tampered confirmation link shows the invalid-link page', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${base}/en/newsletter/confirm?token=${'A'.repeat(43)}`);
    await settled(page);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/en/invalid-link');
    await page.getByText('The link is not valid or it has expired.').first().waitFor();
    // A newsletter link leads on to the newsletter, not to a password reset.
    await page.getByRole('link', { name: 'Go to the newsletter' }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).count()).toBe(0);
  });

  it('/newsletter-mobile has the form without the navigation bar', async () => {
    const page = await browser.page({ locale: 'de-AT' });
    await page.goto(`${base}/de/newsletter-mobile`);
    await settled(page);
    await page.getByRole('heading', { name: 'Newsletter von Kariéra IT' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation', includeHidden: true }).count()).toBe(
      0,
    );
    expect(await page.locator('header a[href="/de/jobs"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Abonnieren' }).waitFor();
  });
});
