import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { AdminApplicationPage, AdminJobFormPage, AdminJobsPage } from './pages/admin-pages.ts';
import { JobsPage } from './pages/jobs-page.ts';
import { signUpInBrowser } from './support/api.ts';
import { settled } from './support/browser.ts';
import { confirmAddress, outboxMailbox } from './support/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { portalApi } from './support/api.ts';

const browser = setupBrowser();
const ADMIN = validRegistration({ email: `admin.${Date.now()}@example.sk` });
/** A minimal PDF: the upload is recognised by its content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('the admin side of jobs', () => {
  let server: RunningServer | undefined;
  let base = '';

  beforeAll(async () => {
    // A server of its own: the admin publishes jobs that the shared server's job pages would list (ADR 165).
    server = await startServer({ ADMIN_EMAILS: ADMIN.email, RATE_LIMIT_SCALE: '20' });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signUp = (page: Page, payload: Record<string, unknown>) => signUpInBrowser(page, base, payload);

  it('creates a job in the browser, publishes it, and the job is then found in the public search', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await signUp(page, ADMIN);
    await confirmAddress(outboxMailbox(server!.dataDir), ADMIN.email);
    const word = `Quokka${randomBytes(3).toString('hex')}`;
    const form = new AdminJobFormPage(page, base);

    await form.openNew();
    await form.fill({
      name: `Kotlin developer ${word}`,
      language: 'en',
      profession: 'BACKEND',
      partner: 'Tatra Bank',
      legalRelationType: 'contract',
      city: 'Trenčín',
      remote: '150',
      description: 'We are looking for a **Kotlin** developer.\n\n- microservices\n- PostgreSQL',
      technologies: 'Kotlin, PostgreSQL',
      requirements: '5 years of Kotlin\nEnglish B2',
      hourlyRate: '48',
    });
    await form.saveDraft();
    // Bad input stays as typed, with the reason next to the field.
    expect(await form.errorSummary.innerText()).toContain('The job was not saved');
    expect(await page.getByText('Please enter a whole number from 0 to 100.').isVisible()).toBe(true);
    expect(await form.field('Job title').inputValue()).toBe(`Kotlin developer ${word}`);
    expect(await form.field('Technologies').inputValue()).toBe('Kotlin, PostgreSQL');

    await form.field('Remote work (%)').fill('80');
    await form.saveDraft();
    await page.waitForURL(/\/en\/admin\/jobs\/\d+\?notice=created$/);
    const editUrl = page.url().replace(/\?.*$/, '');
    expect(await form.publicationPanel.innerText()).toContain('Draft');

    const jobs = new JobsPage(page, base);
    await jobs.open(`/en/jobs?q=${word}`);
    expect(await jobs.cards.count()).toBe(0);

    await page.goto(editUrl);
    await settled(page);
    await form.publish();
    await page.waitForURL(/notice=published$/);
    expect(await form.alert.innerText()).toContain('The job is published');
    expect(await form.publicationPanel.innerText()).toContain('Published');

    await jobs.open('/en/jobs');
    await jobs.search(word);
    expect(await jobs.cardTitles()).toEqual([`Kotlin developer ${word}`]);
    const id = /\/admin\/jobs\/(\d+)$/.exec(editUrl)![1];
    expect(await jobs.cards.first().getAttribute('data-job-id')).toBe(id);
    await page.goto(`${base}/en/jobs/${id}`);
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Kotlin developer ${word}`);
    expect(await page.getByText('microservices', { exact: true }).isVisible()).toBe(true);

    const list = new AdminJobsPage(page, base);
    await list.open();
    await list.search(word);
    expect(await list.rows.count()).toBe(1);
    expect(await list.rows.first().innerText()).toContain('Published');

    // Ending the offer asks first; once ended, the list shows one status, not "Published" beside it.
    await page.goto(editUrl);
    await settled(page);
    await page.getByRole('button', { name: 'End the offer now' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this offer?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('link', { name: 'Go back' }).click();
    await settled(page);
    expect(await form.publicationPanel.innerText()).not.toContain('Ended');
    await page.getByRole('button', { name: 'End the offer now' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'End the offer' }).click();
    await page.waitForURL(/notice=expired$/);
    await list.open();
    await list.search(word);
    const row = await list.rows.first().innerText();
    expect(row).toContain('Ended');
    expect(row).not.toContain('Published');
  });

  it('moves an application along the pipeline, and the candidate sees the new status', async () => {
    // Arrange: a published job (through the admin API) and a candidate who applied with a CV.
    const admin = await browser.page({ locale: 'en-GB' });
    const login = await admin.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: base },
    });
    expect(login.ok()).toBe(true);
    const created = await admin.request.post(`${base}/api/admin/jobs?publish=true`, {
      headers: { origin: base },
      data: {
        name: `QA engineer ${randomBytes(3).toString('hex')}`,
        description: 'Testing of a banking app.',
        language: 'en',
        city: 'Žilina',
        countryCode: 'SK',
        partner: 'Poštová banka',
        profession: 'TESTER',
        legalRelationType: 'permanent',
        remoteOfficePercentage: 20,
        monthlySalaryFrom: 2200,
        monthlySalaryTo: 2800,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const job = (await created.json()) as { id: number };

    const candidate = await browser.page({ locale: 'en-GB' });
    const person = validRegistration();
    await signUp(candidate, person);
    await portalApi(() => base).verify(String(person.email), outboxMailbox(server!.dataDir));
    const upload = await candidate.request.post(`${base}/api/job-application/cv-upload`, {
      headers: { origin: base },
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const applied = await candidate.request.post(`${base}/api/job-application/apply`, {
      headers: { origin: base },
      data: {
        id: job.id,
        fileId: ((await upload.json()) as { id: string }).id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneCountry: 'SVK',
        phone: person.phone,
        consent: true,
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const application = (await applied.json()) as { id: number };

    // The overview's "new applications" leads to the applications, not to the list of jobs.
    await admin.goto(`${base}/en/admin`);
    await settled(admin);
    const waiting = admin.getByRole('link', { name: /new application/ });
    expect(await waiting.getAttribute('href')).toMatch(
      /^\/en\/admin\/(applications\/\d+|jobs\/\d+\/applications)$/,
    );

    // Act: the admin finds the application through the job and moves it to "Interview".
    await admin.goto(`${base}/en/admin/jobs/${job.id}/applications`);
    await settled(admin);
    await Promise.all([
      admin.waitForURL(`${base}/en/admin/applications/${application.id}`),
      admin.getByRole('link', { name: `${person.firstName} ${person.lastName}`, exact: true }).click(),
    ]);
    await settled(admin);
    expect(admin.url()).toBe(`${base}/en/admin/applications/${application.id}`);
    const detail = new AdminApplicationPage(admin, base);
    expect(await detail.currentStep.innerText()).toBe('Received');
    const download = await admin.request.get(`${base}${await detail.cvLink.getAttribute('href')}`);
    expect(download.headers()['content-disposition']).toMatch(
      /^attachment; filename="cv-\d+-[0-9a-f]{12}\.pdf"$/,
    );

    expect(await admin.getByRole('checkbox', { name: 'Tell the candidate by e-mail' }).isChecked()).toBe(
      true,
    );
    await detail.changeStatus('Interview');

    // Assert: the pipeline shows it, after a reload too, and so do the candidate's applications.
    expect(await admin.getByText('The status is now “Interview”.').isVisible()).toBe(true);
    expect(await admin.getByText('The candidate has been e-mailed.').isVisible()).toBe(true);
    await outboxMailbox(server!.dataDir).waitFor(String(person.email), /interview/i);
    await detail.open(application.id);
    expect(await detail.currentStep.innerText()).toBe('Interview');
    const mine = (await (await candidate.request.get(`${base}/api/job-application/my`)).json()) as {
      id: number;
      status: string;
    }[];
    expect(mine.find((a) => a.id === application.id)?.status).toBe('interview');

    // The candidate cannot open the admin's page or download the CV.
    const forbidden = await candidate.goto(`${base}/en/admin/applications/${application.id}`);
    expect(forbidden?.status()).toBe(404);
    const cv = await candidate.request.get(`${base}/en/admin/applications/${application.id}/cv`);
    expect(cv.status()).toBe(404);
  });

  it('has admin pages without accessibility violations (axe, WCAG 2.2 AA)', async () => {
    const page = await browser.page({ locale: 'sk-SK' });
    const login = await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: base },
    });
    expect(login.ok()).toBe(true);
    for (const path of [
      '/admin',
      '/admin/jobs',
      '/admin/jobs/new',
      '/de/admin/candidates',
      '/en/admin/referrals',
    ]) {
      await page.goto(`${base}${path}`);
      await settled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
