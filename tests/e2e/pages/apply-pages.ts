import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** A job's detail page and its apply step (`/en/jobs/:id`, `/en/jobs/:id/apply`). No assertions here. */
export class JobApplication {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async openJob(id: number, lang = 'en') {
    await this.page.goto(`${this.baseUrl}/${lang}/jobs/${id}`);
    await settled(this.page);
  }

  get applyLink(): Locator {
    return this.page.getByRole('link', { name: 'Apply for this job' });
  }

  async startApplying() {
    await this.applyLink.click();
    await settled(this.page);
  }

  /** Attaches a new CV file (the file input is revealed by choosing "Upload a new CV" when CVs are stored). */
  async attach(name: string, bytes: Uint8Array, mimeType = 'application/pdf') {
    const upload = this.page.getByRole('radio', { name: 'Upload a new CV' });
    if (await upload.count()) await upload.check();
    await this.page.getByLabel('CV file').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
  }

  async writeMessage(text: string) {
    await this.page.getByLabel('Message to the recruiter').fill(text);
  }

  async consent() {
    await this.page.getByRole('checkbox', { name: /I agree to the processing/ }).check();
  }

  async send() {
    await this.page.getByRole('button', { name: 'Send application' }).click();
    await settled(this.page);
  }

  get success(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Your application has been sent' });
  }

  get alreadyResponded(): Locator {
    return this.page.getByText('You have already applied for this job', { exact: true });
  }

  saveButton(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`(Save|Remove) the job ${escape(title)}`) });
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
