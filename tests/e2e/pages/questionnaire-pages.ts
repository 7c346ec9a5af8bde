import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

export type Lang = 'sk' | 'en' | 'de';

/** The questionnaire's texts in a language, read from its catalog (labels a person sees). */
export function texts(lang: Lang) {
  return JSON.parse(readFileSync(`locales/${lang}/questionnaire.json`, 'utf8')) as {
    form: Record<string, string> & { technologies: Record<string, string> };
    praxis: Record<string, string>;
    answers: Record<string, string>;
    domains: Record<string, string>;
    cv: Record<string, string>;
    landing: { programmer: Record<string, string>; tester: Record<string, string> };
    profession: { form: Record<string, string>; cv: Record<string, string> };
    result: Record<string, string>;
  };
}

const prefix = (lang: Lang) => (lang === 'sk' ? '' : `/${lang}`);

export interface Contact {
  name: string;
  email: string;
}

/** Pages of the adequate-salary questionnaire, in one language. */
export class QuestionnairePages {
  readonly t: ReturnType<typeof texts>;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    readonly lang: Lang,
  ) {
    this.t = texts(lang);
  }

  async open(path = '') {
    await this.page.goto(`${this.baseUrl}${prefix(this.lang)}/adequate-salary${path}`);
    await settled(this.page);
  }

  /** From the landing page: the profession's card, then the form or the CV card. */
  async choose(profession: 'programmer' | 'tester', way: 'form' | 'cv') {
    await this.page.getByRole('link', { name: this.t.landing[profession]!.cta }).click();
    await settled(this.page);
    await this.page.getByRole('link', { name: this.t.profession[way].cta }).click();
    await settled(this.page);
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fillContact({ name, email }: Contact) {
    await this.field(this.t.form.name!).fill(name);
    await this.field(this.t.form.email!).fill(email);
  }

  async choosePraxis(years: number) {
    await this.field(this.t.form.overalPraxis!).selectOption(String(years));
  }

  async answer(question: string, yes: boolean) {
    await this.page
      .getByRole('radiogroup', { name: question })
      .getByLabel(yes ? this.t.answers.yes! : this.t.answers.no!, { exact: true })
      .check();
  }

  /** Fills the programmer form; technologies go into the rows, adding rows as needed. */
  async fillProgrammer(
    contact: Contact,
    answers: {
      praxis: number;
      teamLeader: boolean;
      architect: boolean;
      domain: string;
      technologies: [string, number][];
    },
  ) {
    await this.fillContact(contact);
    await this.choosePraxis(answers.praxis);
    await this.field(this.t.form.workedDomain!).selectOption(answers.domain);
    await this.answer(this.t.form.isTeamleader!, answers.teamLeader);
    await this.answer(this.t.form.isArchitect!, answers.architect);
    for (const [i, [name, years]] of answers.technologies.entries()) {
      const n = String(i + 1);
      const nameField = this.field(this.t.form.technologies.name!.replace('{{n}}', n));
      if (!(await nameField.count())) await this.addTechnologyRow();
      await nameField.fill(name);
      await this.field(this.t.form.technologies.praxis!.replace('{{n}}', n)).selectOption(String(years));
    }
  }

  async addTechnologyRow() {
    await this.page.getByRole('button', { name: this.t.form.technologies.add }).click();
    await settled(this.page);
  }

  async fillTester(
    contact: Contact,
    answers: { praxis: number; manual: boolean; ci: boolean; performance: boolean },
  ) {
    await this.fillContact(contact);
    await this.choosePraxis(answers.praxis);
    await this.page.getByLabel(answers.manual ? this.t.form.manual! : this.t.form.automated!).check();
    if (answers.ci) await this.page.getByRole('checkbox', { name: this.t.form.ci }).check();
    if (answers.performance) await this.page.getByRole('checkbox', { name: this.t.form.performance }).check();
  }

  async consent() {
    await this.page.getByRole('checkbox', { name: this.t.form.gdpr }).check();
  }

  async attachCv(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.field(this.t.cv.file!).setInputFiles(file);
  }

  async submit(label = this.t.form.submit!) {
    await this.page.getByRole('button', { name: label }).click();
  }

  /** Waits for the thank-you page. */
  async thankYou() {
    await this.page.waitForURL((url) => url.pathname.endsWith('/adequate-salary/thank-you'));
    await settled(this.page);
  }

  estimate(): Locator {
    return this.page.getByTestId('wage-estimate');
  }

  breakdownRows(): Locator {
    return this.page.getByRole('table').getByRole('row');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  errorSummary(): Locator {
    return this.page.getByRole('alert');
  }
}
