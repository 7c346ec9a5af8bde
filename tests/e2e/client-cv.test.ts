import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { pdfBytes } from '../factories/documents.ts';
import { pdfText } from '../support/pdf-text.ts';
import { portalApi } from './support/api.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { linkTo, outboxMailbox } from './support/mailbox.ts';
import { sharedAdminEmail } from './support/shared-server.ts';

/**
 * The anonymised client CV end to end (ADR 112): an admin asks from an application, the candidate
 * opens the e-mailed link, sees what the client gets and agrees, and the admin downloads the file.
 */
const browser = setupBrowser();
const ADMIN = validRegistration({ email: sharedAdminEmail('client-cv') });
const SHOTS = process.env.SHOTS_DIR;

const pageErrors: string[] = [];
async function watched(locale: string): Promise<Page> {
  const page = await browser.page({ locale });
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|Minified|hydrat/i.test(message.text()))
      pageErrors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

describe('the anonymised client CV', () => {
  const base = inject('baseUrl');

  it(
    'an admin asks from an application, the candidate agrees from the e-mail, the admin downloads it',
    {
      timeout: 180_000,
    },
    async () => {
      const api = portalApi(() => base);
      const mailbox = outboxMailbox(inject('dataDir'));
      // Arrange: a candidate with a confidential employer who applied for a job; an admin.
      const candidate = await api.register({
        firstName: 'Radoslava',
        lastName: 'Kvetňanská',
        city: 'Prievidza',
      });
      await api.verify(candidate.email, mailbox);
      await api.json('PUT', '/api/candidates/my/cv', {
        cookie: candidate.cookie,
        body: {
          position: { en: 'Lead developer', sk: 'Vedúca vývojárka' },
          bio: { en: 'I build payment systems for millions of card holders.' },
          employments: [
            {
              company: 'Tatra banka',
              position: { en: 'Payments architect', sk: 'Architektka platieb' },
              from: '2019-03',
              to: null,
              description: { en: 'Card payments, fraud detection and the migration to the cloud.' },
              technologies: ['Java'],
              confidential: true,
              industry: 'bank',
            },
          ],
          technologies: [{ name: 'Java', years: '5-10', specialization: true }],
          languages: [{ language: 'English', level: 'C1' }],
        },
      });
      const [job] = (await api.jobs()).filter((j) => !j.states.includes('not_available'));
      const upload = await fetch(`${base}/api/job-application/cv-upload`, {
        method: 'POST',
        headers: { origin: base, cookie: candidate.cookie },
        body: (() => {
          const form = new FormData();
          form.append('file', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf'));
          return form;
        })(),
      });
      expect(upload.status).toBe(201);
      const application = await api.json<{ id: number }>('POST', '/api/job-application/apply', {
        cookie: candidate.cookie,
        body: {
          id: job!.id,
          fileId: ((await upload.json()) as { id: string }).id,
          firstName: 'Radoslava',
          lastName: 'Kvetňanská',
          email: candidate.email,
          phoneCountry: 'SVK',
          phone: '+421 905 123 456',
          consent: true,
        },
      });
      const admin = await watched('en-GB');
      const adminAccount = await api.register(ADMIN);
      await api.verify(adminAccount.email, mailbox);
      const login = await admin.request.post(`${base}/api/auth/sign-in/email`, {
        data: { email: ADMIN.email, password: ADMIN.password },
        headers: { origin: base },
      });
      expect(login.ok()).toBe(true);

      // Act: the admin asks for consent on the application's page.
      await admin.goto(`${base}/en/admin/applications/${application.id}`);
      await settled(admin);
      const panel = admin.getByRole('region', { name: 'Anonymised client CV' });
      await panel.getByText('Consent not requested yet').waitFor();
      await panel.getByRole('button', { name: 'Request consent' }).click();
      await panel.getByText('The consent request was e-mailed to the candidate.').waitFor();
      await panel.getByText(/Waiting for an answer/).waitFor();

      // The candidate opens the link from the e-mail: what the client gets, without name or employer.
      const mail = await mailbox.waitFor(candidate.email, /without your name/i);
      const link = linkTo(mail, '/client-cv/consent/');
      const person = await watched('en-GB');
      await person.goto(link);
      await settled(person);
      await person
        .getByRole('heading', { name: 'May we show your CV to a client without your name?' })
        .waitFor();
      await person.getByText('Payments architect · a bank').waitFor();
      const shown = await person.locator('main').innerText();
      for (const hidden of ['Radoslava', 'Kvetňanská', 'Tatra banka', 'Prievidza', candidate.email])
        expect(shown).not.toContain(hidden);
      if (SHOTS) {
        const token = new URL(link).pathname.split('/').pop()!;
        for (const [lang, prefix] of [
          ['sk', ''],
          ['de', '/de'],
        ] as const)
          for (const width of [390, 1100]) {
            await person.setViewportSize({ width, height: 900 });
            await person.goto(`${base}${prefix}/client-cv/consent/${token}`);
            await settled(person);
            await person.screenshot({
              path: path.join(SHOTS, `consent-${lang}-${width}.png`),
              fullPage: true,
            });
          }
        await person.setViewportSize({ width: 1280, height: 900 });
        await person.goto(link);
        await settled(person);
      }
      await person.getByRole('button', { name: 'I agree' }).click();
      await person.getByRole('heading', { name: 'Thank you, your consent is recorded' }).waitFor();

      // The admin sees the consent and downloads the English PDF: the portal, not the person.
      await admin.reload();
      await settled(admin);
      await panel.getByText(/Consent given/).waitFor();
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        panel.getByRole('link', { name: 'Download PDF (English)' }).click(),
      ]);
      const bytes = new Uint8Array(readFileSync((await download.path())!));
      const text = pdfText(bytes);
      expect(text).toContain('Payments architect · a bank');
      expect(text).toContain('Kariéra IT');
      for (const hidden of ['Radoslava', 'Kvetňanská', 'Tatra banka', 'Prievidza', candidate.email])
        expect(text).not.toContain(hidden);
      await admin.reload();
      await settled(admin);
      await panel.getByRole('cell', { name: 'PDF · EN' }).waitFor();
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        const dir = mkdtempSync(path.join(tmpdir(), 'client-cv-shot-'));
        writeFileSync(path.join(dir, 'cv.pdf'), bytes);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          path.join(dir, 'cv.pdf'),
          path.join(SHOTS, 'client-cv-pdf'),
        ]);
        await admin.screenshot({ path: path.join(SHOTS, 'admin-application-1280.png'), fullPage: true });
      }
    },
  );
});
