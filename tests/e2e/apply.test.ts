import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { exeBytes, pdfBytes } from '../factories/documents.ts';
import { SignInPage } from './pages/account-pages.ts';
import { JobApplication } from './pages/apply-pages.ts';
import { JobsPage } from './pages/jobs-page.ts';
import { portalApi } from './support/api.ts';
import { saveOnServer, settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, outboxMailbox, type Mailbox } from './support/mailbox.ts';
import { HR_EMAIL, sharedAdminEmail } from './support/shared-server.ts';

const browser = setupBrowser();
const HR = HR_EMAIL;
const ADMIN = sharedAdminEmail('apply');
/** The run's shared server: other files use it at the same time, so HR's mail is told apart by name. */
const base = inject('baseUrl');
const mail: Mailbox = outboxMailbox(inject('dataDir'));
const api = portalApi(() => base);
let openJobs: { id: number; name: string }[] = [];
const nextJob = () => openJobs.shift()!;

beforeAll(async () => {
  openJobs = (await api.jobs()).filter((j) => !j.states.includes('not_available'));
});

/** A candidate registered through the API, signed in in a fresh browser page. */
async function signedInCandidate(options: { javaScriptEnabled?: boolean } = {}) {
  const person = await api.register();
  await api.verify(person.email, mail);
  const page = await browser.page({ locale: 'en-GB', ...options });
  const signIn = new SignInPage(page, base);
  await signIn.open();
  await signIn.signIn(person.email, person.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await settled(page);
  return { person, page };
}

/**
 * A verified account's owner, not signed in, who opens a job and presses "Apply": on the sign-in
 * page, which remembers the apply step.
 */
async function guestStartingToApply(jobId: number, registration: Record<string, unknown> = {}) {
  const person = await api.register(registration);
  await api.verify(person.email, mail);
  const page = await browser.page({ locale: 'en-GB' });
  const flow = new JobApplication(page, base);
  await flow.openJob(jobId);
  await flow.startApplying();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en/sign-in');
  await settled(page);
  return { person, page, flow };
}

/** The application form of a job, opened directly by a signed-in candidate. */
async function openApplyForm(page: Page, jobId: number) {
  const flow = new JobApplication(page, base);
  await page.goto(`${base}/en/jobs/${jobId}/apply`);
  await settled(page);
  return flow;
}

/** Applies with a PDF for a CV and the consent, and waits until the success is shown. */
async function applyWithCv(flow: JobApplication) {
  await flow.attach('cv.pdf', pdfBytes());
  await flow.consent();
  await flow.send();
  await expect.poll(() => flow.success.isVisible()).toBe(true);
}

describe('applying for a job', () => {
  it('a guest applies: sign-in, back at the apply step, CV upload, confirmation, "already responded" on detail and list, HR e-mailed', async () => {
    const job = nextJob();
    const { person, page, flow } = await guestStartingToApply(job.id, {
      firstName: 'Jana',
      lastName: 'Kováčová',
    });

    await new SignInPage(page, base).signIn(person.email, person.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/jobs/${job.id}/apply`);
    await settled(page);
    expect(await page.getByLabel('First name').inputValue()).toBe('Jana');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(person.email);

    await flow.attach('Jana Kováčová CV.pdf', pdfBytes('Jana Kovacova'));
    await flow.writeMessage('I can start in March.');
    await flow.consent();
    await flow.send();

    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/jobs/${job.id}`);
    await expect.poll(() => flow.success.isVisible()).toBe(true);
    await page.reload();
    await settled(page);
    await expect.poll(() => flow.alreadyResponded.isVisible()).toBe(true);
    expect(await flow.applyLink.count()).toBe(0);

    const list = new JobsPage(page, base);
    await list.open('/en/jobs');
    await list.search(job.name);
    const card = list.cards.filter({ hasText: job.name }).first();
    await expect.poll(() => card.getByText('Already responded').isVisible()).toBe(true);

    const hr = await mail.waitFor(HR, /Nová reakcia na ponuku: .* – Jana Kováčová/);
    expect(hr.subject).toContain(job.name);
    expect(hr.text).toContain('Jana Kováčová CV.pdf');
    expect(hr.text).toMatch(/\/admin\/applications\/\d+/);
    const confirmation = await mail.waitFor(person.email, /application has been sent/);
    expect(confirmation.text).toContain(job.name);

    await page.goto(`${base}/en/profile/applications`);
    await settled(page);
    const item = page.getByRole('listitem').filter({ hasText: job.name });
    // The status badge, and the one step of the application's history so far.
    await expect.poll(() => item.getByText('Received', { exact: true }).first().isVisible()).toBe(true);
    expect(await item.locator('li[aria-current="step"]').textContent()).toContain('Received');
  });

  it('keeps what was typed when the CV is refused', async () => {
    const job = nextJob();
    const { page } = await signedInCandidate();
    const flow = await openApplyForm(page, job.id);
    await flow.attach('cv.pdf', exeBytes());
    await flow.writeMessage('Available from April.');
    await flow.consent();
    await flow.send();
    await expect
      .poll(() =>
        page.getByText('Please upload your CV as a PDF, DOC, DOCX or ODT file.').first().isVisible(),
      )
      .toBe(true);
    expect(await page.getByLabel('Message to the recruiter').inputValue()).toBe('Available from April.');
    expect(new URL(page.url()).pathname).toBe(`/en/jobs/${job.id}/apply`);
  });

  it('shows success to a blacklisted candidate while no application exists', async () => {
    const job = nextJob();
    const { person, page } = await signedInCandidate();
    await api.json('PUT', `/api/admin/candidates/${person.id}/blacklist`, {
      body: { blacklisted: true },
      cookie: await adminCookie(),
    });
    await applyWithCv(await openApplyForm(page, job.id));

    const mine = await page.request.get(`${base}/api/job-application/my`);
    expect(await mine.json()).toEqual([]);
    await page.goto(`${base}/en/profile/applications`);
    await settled(page);
    await expect.poll(() => page.getByText('You have not applied for any job yet.').isVisible()).toBe(true);
  });

  it('tells that a job that is no longer available cannot be applied for', async () => {
    // Ended jobs are not on the public list; the admin's list of expired jobs has them.
    const {
      items: [taken],
    } = await api.json<{ items: { id: number }[] }>('GET', '/api/admin/jobs?status=expired', {
      cookie: await adminCookie(),
    });
    expect(taken).toBeDefined();
    const { page } = await signedInCandidate();
    const flow = new JobApplication(page, base);
    await flow.openJob(taken!.id);
    expect(await flow.applyLink.count()).toBe(0);
    await openApplyForm(page, taken!.id);
    await expect
      .poll(() => page.getByText('It is currently not possible to apply for this job.').first().isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Send application' }).count()).toBe(0);
  });

  it('shows the candidate the status the company sets', async () => {
    const job = nextJob();
    const { page, person } = await signedInCandidate();
    await applyWithCv(await openApplyForm(page, job.id));

    const adminSession = await adminCookie();
    // This candidate's application (files on the shared server apply to jobs too).
    const application = (
      await api.json<{ items: { id: number; email: string }[] }>(
        'GET',
        `/api/admin/jobs/${job.id}/applications`,
        {
          cookie: adminSession,
        },
      )
    ).items.find((item) => item.email === person.email);
    await api.json('PUT', `/api/admin/applications/${application!.id}/status`, {
      body: { status: 'interview' },
      cookie: adminSession,
    });
    await page.goto(`${base}/en/profile/applications`);
    await settled(page);
    const item = page.getByRole('listitem').filter({ hasText: job.name });
    // The status badge, and the last step of the application's history.
    await expect.poll(() => item.getByText('Interview', { exact: true }).first().isVisible()).toBe(true);
    expect(await item.locator('li[aria-current="step"]').textContent()).toContain('Interview');
    expect(await item.textContent()).toContain('You are invited to an interview');
    const told = await mail.waitFor(person.email, /Invitation to an interview/);
    expect(told.subject).toContain(job.name);
    expect(told.text).toContain('/en/profile/applications');
  });
});

/** A signed-in admin's cookie (the address is in the server's ADMIN_EMAILS and verified). */
let adminSession: string | undefined;
async function adminCookie(): Promise<string> {
  if (!adminSession) {
    adminSession = (await api.register({ email: ADMIN })).cookie;
    await confirmAddress(mail, ADMIN);
  }
  return adminSession;
}

describe('saved jobs', () => {
  it('saves a job from the list, shows it under Saved and removes it again', async () => {
    const job = nextJob();
    const { page } = await signedInCandidate();
    const list = new JobsPage(page, base);
    await list.open('/en/jobs');
    await list.search(job.name);
    const flow = new JobApplication(page, base);
    const button = flow.saveButton(job.name).first();
    await saveOnServer(page, button);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base}/en/profile/saved`);
    await settled(page);
    const saved = page.getByRole('link', { name: job.name });
    await expect.poll(() => saved.isVisible()).toBe(true);
    await flow.saveButton(job.name).click();
    await expect
      .poll(() => page.getByText('Nothing saved yet. Save a job with the bookmark icon.').isVisible())
      .toBe(true);
  });

  it('works without JavaScript, and a guest is asked to sign in first', async () => {
    const job = nextJob();
    const guest = await browser.page({ locale: 'en-GB', javaScriptEnabled: false });
    const guestFlow = new JobApplication(guest, base);
    await guestFlow.openJob(job.id);
    await guestFlow.saveButton(job.name).click();
    await guest.waitForURL(/\/en\/sign-in/);

    const { page } = await signedInCandidate({ javaScriptEnabled: false });
    const flow = new JobApplication(page, base);
    await flow.openJob(job.id);
    await flow.saveButton(job.name).click();
    await page.waitForURL(new RegExp(`/en/jobs/${job.id}$`));
    await expect.poll(() => flow.saveButton(job.name).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Saved' }).isVisible()).toBe(true);
  });
});

describe('what a new visitor is told', () => {
  it('an account whose e-mail is not verified gets the verification dialog with a resend instead of the form', async () => {
    const job = nextJob();
    const person = await api.register();
    const page = await browser.page({ locale: 'en-GB' });
    const signIn = new SignInPage(page, base);
    await signIn.open();
    await signIn.signIn(person.email, person.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await page.goto(`${base}/en/jobs/${job.id}/apply`);
    await settled(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send application' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send the e-mail again' }).click();
    await expect
      .poll(() => dialog.getByText(`We have sent a new link to ${person.email}`).isVisible())
      .toBe(true);

    // Referring while signed in needs the verified address too.
    await page.goto(`${base}/en/referral/form`);
    await settled(page);
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Confirm your e-mail address' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('textbox').count()).toBe(0);

    await api.verify(person.email, mail);
    await page.goto(`${base}/en/jobs/${job.id}/apply`);
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send application' }).isVisible()).toBe(true);
  });

  it('a guest who applies or saves is told why to sign in, may sign up from there, and the save is done after signing in', async () => {
    const job = nextJob();
    const { person, page, flow } = await guestStartingToApply(job.id);
    await expect.poll(() => page.getByText(`Sign in to apply for ${job.name}`).isVisible()).toBe(true);
    const signUp = page.getByRole('main').getByRole('link', { name: 'Create an account' }).first();
    expect(await signUp.getAttribute('href')).toBe('/en/sign-up');

    await flow.openJob(job.id);
    await flow.saveButton(job.name).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/sign-in');
    await settled(page);
    await expect.poll(() => page.getByText(`Sign in to save ${job.name}`).isVisible()).toBe(true);
    await new SignInPage(page, base).signIn(person.email, person.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/jobs/${job.id}`);
    await settled(page);
    await expect.poll(() => flow.saveButton(job.name).first().getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the application form and the consents it records', () => {
  it('asks for the data-processing consent by name, shows the phone without its prefix, lists the consent once and lets it be withdrawn', async () => {
    const { page } = await signedInCandidate();
    const first = nextJob();
    const flow = await openApplyForm(page, first.id);
    // The profile's +421 number next to the +421 select reads as the person typed it.
    expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe('0905 123 456');
    const consent = page.getByRole('checkbox', { name: /I agree to the processing/ });
    expect(await consent.getAttribute('required')).not.toBeNull();
    // Without the browser's own check, the server's message names the consent it asks for.
    await consent.evaluate((box) => box.removeAttribute('required'));
    await flow.attach('cv.pdf', pdfBytes());
    await flow.send();
    await expect
      .poll(() => page.getByText('Please agree to the processing of your personal data').first().isVisible())
      .toBe(true);
    expect(await page.getByText(/terms (of use|and conditions)/).count()).toBe(0);
    await applyWithCv(flow);
    await applyWithCv(await openApplyForm(page, nextJob().id));

    await page.goto(`${base}/en/profile/privacy`);
    await settled(page);
    const jobSearch = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Job search' }) });
    expect(await jobSearch.count()).toBe(1);
    await jobSearch.getByRole('button', { name: 'Withdraw consent' }).click();
    await settled(page);
    await expect.poll(() => jobSearch.getByText('Withdrawn', { exact: true }).isVisible()).toBe(true);
    await page.reload();
    await settled(page);
    expect(await jobSearch.getByText('Withdrawn', { exact: true }).isVisible()).toBe(true);
    expect(await jobSearch.getByRole('button', { name: 'Withdraw consent' }).count()).toBe(0);
  });
});

describe('embeddable job lists', () => {
  it('shows the Bratislava jobs without the main navigation and lets partner sites frame it', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const response = await page.goto(`${base}/en/TownBratislava`);
    await settled(page);
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    expect(await page.getByRole('heading', { level: 1, name: 'IT jobs in Bratislava' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('navigation', { name: /main/i }).count()).toBe(0);
    const cards = page.locator('article[data-job-id]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().getByRole('link').getAttribute('target')).toBe('_blank');
    const home = await page.request.get(`${base}/en/jobs`);
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('lists .NET and game-industry jobs in every language', async () => {
    const page = await browser.page({ locale: 'sk-SK' });
    for (const [url, heading] of [
      ['/net-projects', '.NET projekty'],
      ['/de/work-in-game-industry', 'Jobs in der Spielebranche'],
    ] as const) {
      await page.goto(base + url);
      await settled(page);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await page.locator('article[data-job-id]').count()).toBeGreaterThan(0);
    }
  });
});
