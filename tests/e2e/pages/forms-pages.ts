import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/**
 * Presses a form's submit button and waits for the answer: with scripts, until the page shows the
 * route of its URL; without, until the browser has loaded the server's answer (a POST without
 * scripts is a full navigation, which may end on the same URL).
 */
export async function submitForm(page: Page, button: Locator, script: boolean): Promise<void> {
  if (script) {
    await button.click();
    await settled(page);
    return;
  }
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()]);
}

/** Labels of the public forms in one language (the texts a person reads). */
export const FORM_LABELS = {
  en: {
    referrerName: 'Your name',
    referrerEmail: 'Your e-mail',
    candidateName: 'Candidate’s name',
    candidateEmail: 'Candidate’s e-mail',
    candidatePosition: /Current position/,
    candidateInfo: /Why do you recommend them\?/,
    candidateLanguage: 'Language of our e-mail to the candidate',
    project: 'Project or role',
    perDay: /Per worked day/,
    consent: /I agree to the processing of my personal data/,
    submitReferral: 'Send recommendation',
    name: 'Name',
    email: 'E-mail',
    projectDescription: 'Describe the project',
    technologies: 'Technologies of the project',
    startDate: 'Earliest start',
    senior: /Senior/,
    submitExtra: 'Send request',
    phone: 'Phone',
    message: 'What team do you need?',
    company: /Company/,
    submitContact: 'Send enquiry',
  },
  sk: {
    referrerName: 'Vaše meno',
    referrerEmail: 'Váš e-mail',
    candidateName: 'Meno kandidáta',
    candidateEmail: 'E-mail kandidáta',
    candidatePosition: /Súčasná pozícia/,
    candidateInfo: /Prečo ho odporúčate\?/,
    candidateLanguage: 'Jazyk nášho e-mailu kandidátovi',
    project: 'Projekt alebo pozícia',
    perDay: /Za odpracovaný deň/,
    consent: /Súhlasím so spracovaním mojich osobných údajov/,
    submitReferral: 'Odoslať odporúčanie',
    name: 'Meno',
    email: 'E-mail',
    projectDescription: 'Opíšte projekt',
    technologies: 'Technológie projektu',
    startDate: 'Najskorší nástup',
    senior: /Senior/,
    submitExtra: 'Odoslať požiadavku',
    phone: 'Telefón',
    message: 'Aký tím potrebujete?',
    company: /Firma/,
    submitContact: 'Odoslať dopyt',
  },
  de: {
    referrerName: 'Ihr Name',
    referrerEmail: 'Ihre E-Mail-Adresse',
    candidateName: 'Name der Person',
    candidateEmail: 'E-Mail-Adresse der Person',
    candidatePosition: /Aktuelle Position/,
    candidateInfo: /Warum empfehlen Sie die Person\?/,
    candidateLanguage: 'Sprache unserer E-Mail an die Person',
    project: 'Projekt oder Position',
    perDay: /Pro gearbeitetem Tag/,
    consent: /Ich willige in die Verarbeitung meiner personenbezogenen Daten/,
    submitReferral: 'Empfehlung senden',
    name: 'Name',
    email: 'E-Mail-Adresse',
    projectDescription: 'Beschreiben Sie das Projekt',
    technologies: 'Technologien des Projekts',
    startDate: 'Frühester Beginn',
    senior: /Senior/,
    submitExtra: 'Anfrage senden',
    phone: 'Telefonnummer',
    message: 'Welches Team brauchen Sie?',
    company: /Unternehmen/,
    submitContact: 'Anfrage senden',
  },
} as const;
export type FormLang = keyof typeof FORM_LABELS;

const prefix = (lang: FormLang) => (lang === 'sk' ? '' : `/${lang}`);

/** A page of the portal's public forms in one language, with or without scripts. */
abstract class PublicFormPage {
  constructor(
    protected readonly page: Page,
    private readonly baseUrl: string,
    protected readonly lang: FormLang = 'en',
    /** Whether the page runs scripts (a context with `javaScriptEnabled: false` does not). */
    protected readonly script = true,
  ) {}

  protected get l() {
    return FORM_LABELS[this.lang];
  }

  /** Opens `path` (without the language prefix) in the page's language and waits until it is ready. */
  protected async openPath(path: string) {
    await this.page.goto(`${this.baseUrl}${prefix(this.lang)}${path}`);
    await settled(this.page);
  }

  /** Presses the submit button called `name` (within `scope`) and waits for the answer. */
  protected async submitWith(name: string, scope: Page | Locator = this.page) {
    await submitForm(this.page, scope.getByRole('button', { name }), this.script);
  }
}

export interface Referral {
  referrerName?: string;
  referrerEmail?: string;
  candidateName: string;
  candidateEmail: string;
  position?: string;
  info?: string;
  /** Language of the e-mail to the candidate (sk, en, de). */
  candidateLanguage?: string;
  /** Free text, when the form is not for a job. */
  project?: string;
  perDay?: boolean;
  consent?: boolean;
}

/** `referral/form` (or `referral/form/:id`): the recommendation form. */
export class ReferralFormPage extends PublicFormPage {
  async open(jobId?: number) {
    await this.openPath(`/referral/form${jobId ? `/${jobId}` : ''}`);
  }

  field(label: string | RegExp) {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  async fill(referral: Referral) {
    const l = this.l;
    if (referral.referrerName !== undefined) await this.field(l.referrerName).fill(referral.referrerName);
    if (referral.referrerEmail !== undefined) await this.field(l.referrerEmail).fill(referral.referrerEmail);
    await this.field(l.candidateName).fill(referral.candidateName);
    await this.field(l.candidateEmail).fill(referral.candidateEmail);
    if (referral.position) await this.field(l.candidatePosition).fill(referral.position);
    if (referral.info) await this.field(l.candidateInfo).fill(referral.info);
    if (referral.candidateLanguage)
      await this.field(l.candidateLanguage).selectOption(referral.candidateLanguage);
    if (referral.project !== undefined) await this.field(l.project).fill(referral.project);
    if (referral.perDay) await this.page.getByRole('radio', { name: l.perDay }).check();
    if (referral.consent !== false) await this.page.getByRole('checkbox', { name: l.consent }).check();
  }

  async submit() {
    await this.submitWith(this.l.submitReferral);
  }
}

/** `referral/consent/:id`: the referred candidate's page. */
export class ReferralConsentPage {
  constructor(
    private readonly page: Page,
    private readonly script = true,
  ) {}

  async open(url: string) {
    await this.page.goto(url);
    await settled(this.page);
  }

  async press(name: string | RegExp) {
    await submitForm(this.page, this.page.getByRole('button', { name }), this.script);
  }
}

/** `referral`: the programme's page with the commission calculator. */
export class ReferralPage extends PublicFormPage {
  async open() {
    await this.openPath('/referral');
  }

  calculator() {
    return this.page.locator('#calculator');
  }

  async setCalculator({ length, months, days }: { length?: string; months?: number; days?: number }) {
    const c = this.calculator();
    if (length !== undefined)
      await c.getByLabel(/Length of the project|Dĺžka projektu|Dauer des Projekts/).selectOption(length);
    if (months !== undefined)
      await c
        .getByLabel(/Whole months worked|Celé odpracované mesiace|Volle gearbeitete Monate/)
        .fill(String(months));
    if (days !== undefined)
      await c
        .getByLabel(/Days worked in total|Odpracované dni spolu|Gearbeitete Tage insgesamt/)
        .fill(String(days));
  }

  /** The calculator's GET form (shown only without scripts). */
  async calculate() {
    await Promise.all([
      this.page.waitForNavigation({ waitUntil: 'load' }),
      this.calculator().getByRole('button').click(),
    ]);
  }
}

export interface ExtraRequest {
  name: string;
  email: string;
  project: string;
  /** Picked in the tag input (with JavaScript) or typed comma-separated (without). */
  technologies: string[];
  startDate: string;
  consent?: boolean;
}

/** `extra`: the tailored project search. */
export class ExtraRequestPage extends PublicFormPage {
  async open() {
    await this.openPath('/extra');
  }

  async fill(request: ExtraRequest) {
    const p = this.page;
    const l = this.l;
    await p.getByLabel(l.name, { exact: true }).fill(request.name);
    await p.getByLabel(l.email, { exact: true }).fill(request.email);
    await p.getByLabel(l.projectDescription, { exact: true }).fill(request.project);
    if (this.script) {
      for (const name of request.technologies) {
        await p.getByRole('combobox', { name: l.technologies }).fill(name);
        await p.getByRole('option', { name, exact: true }).click();
      }
    } else {
      await p.getByLabel(l.technologies, { exact: true }).fill(request.technologies.join(', '));
    }
    await p.getByLabel(l.startDate, { exact: true }).fill(request.startDate);
    await p.getByRole('radio', { name: l.senior }).check();
    if (request.consent !== false) await p.getByRole('checkbox', { name: l.consent }).check();
  }

  async submit() {
    await this.submitWith(this.l.submitExtra);
  }
}

/** `new-projects`: the promo page for whole teams and its contact form. */
export class PromoPage extends PublicFormPage {
  async open() {
    await this.openPath('/new-projects');
  }

  async fill({ phone, message, company }: { phone: string; message: string; company?: string }) {
    const form = this.page.locator('#contact');
    await form.getByLabel(this.l.phone, { exact: true }).fill(phone);
    await form.getByLabel(this.l.message, { exact: true }).fill(message);
    if (company) await form.getByLabel(this.l.company).fill(company);
    await form.getByRole('checkbox', { name: /Kariéra IT/ }).check();
  }

  async submit() {
    await this.submitWith(this.l.submitContact, this.page.locator('#contact'));
  }
}
