import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** What the admin types into the job form (English labels). */
export interface AdminJobFields {
  name: string;
  language: 'sk' | 'en' | 'de';
  profession: string;
  partner: string;
  legalRelationType: string;
  city: string;
  remote: string;
  description: string;
  technologies: string;
  requirements: string;
  hourlyRate?: string;
}

/** The job form of the admin (`/en/admin/jobs/new`, `/en/admin/jobs/:id`). No assertions here. */
export class AdminJobFormPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async openNew() {
    await this.page.goto(`${this.baseUrl}/en/admin/jobs/new`);
    await settled(this.page);
  }

  async fill(job: AdminJobFields) {
    const p = this.page;
    await p.getByLabel('Job title').fill(job.name);
    await p.getByLabel('Language of the job').selectOption(job.language);
    await p.getByLabel('Profession').selectOption(job.profession);
    await p.getByLabel('Company (partner)').fill(job.partner);
    await p.getByLabel('Form of work').selectOption(job.legalRelationType);
    await p.getByLabel('City').fill(job.city);
    await p.getByLabel('Remote work (%)').fill(job.remote);
    await p.getByLabel('Description').fill(job.description);
    await p.getByLabel('Technologies').fill(job.technologies);
    await p.getByLabel('Requirements').fill(job.requirements);
    if (job.hourlyRate !== undefined) await p.getByLabel('Hourly rate').fill(job.hourlyRate);
  }

  /** A field by the start of its label (optional fields add "(optional)"). */
  field(label: string): Locator {
    return this.page.getByLabel(label);
  }

  async saveDraft() {
    await this.page.getByRole('button', { name: 'Save as draft' }).click();
    await settled(this.page);
  }

  async publish() {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await settled(this.page);
  }

  /** The status of the publication panel (draft, published …). */
  get publicationPanel(): Locator {
    return this.page.getByRole('region', { name: 'Publication' }).first();
  }

  get alert(): Locator {
    return this.page.getByRole('status').filter({ hasText: /\S/ }).first();
  }

  get errorSummary(): Locator {
    return this.page.getByRole('alert').first();
  }
}

/** One application in the admin (`/en/admin/applications/:id`). No assertions here. */
export class AdminApplicationPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(id: number) {
    await this.page.goto(`${this.baseUrl}/en/admin/applications/${id}`);
    await settled(this.page);
  }

  /** Chooses a status and sends the form; resolves once the page confirms the change. */
  async changeStatus(label: string) {
    await this.page.getByRole('radio', { name: label, exact: true }).check();
    await this.page.getByRole('button', { name: 'Change status' }).click();
    await this.page.getByText(`The status is now “${label}”.`).waitFor();
  }

  /** The current step of the pipeline. */
  get currentStep(): Locator {
    return this.page.locator('[aria-current="step"]');
  }

  get cvLink(): Locator {
    return this.page.getByRole('link', { name: 'Download CV' });
  }
}

/** The admin's list of jobs (`/en/admin/jobs`). No assertions here. */
export class AdminJobsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(query = '') {
    await this.page.goto(`${this.baseUrl}/en/admin/jobs${query}`);
    await settled(this.page);
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search jobs' }).fill(text);
    await Promise.all([
      this.page.waitForURL(/[?&]query=/),
      this.page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    await settled(this.page);
  }

  get rows(): Locator {
    return this.page.locator('#jobs-table tbody tr');
  }
}
