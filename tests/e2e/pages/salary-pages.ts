import type { Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** Words of the calculator page in each language, as a visitor reads them. */
export const SALARY_TEXTS = {
  sk: {
    path: '/salary-calculator',
    amount: 'Mesačná suma (hrubá mzda, faktúra alebo rozpočet)',
    year: 'Daňový rok',
    firstYear: 'Prvý rok podnikania',
    calculate: 'Vypočítať',
    winner: 'Najvýhodnejšie',
    forms: {
      employment: 'Zamestnanec',
      soleTrader: 'Živnostník',
      company: 'Spoločnosť s ručením obmedzeným (s.r.o.)',
    },
    minimum: 'Mesačný príjem musí byť aspoň 700 EUR.',
    signInInvite: 'Prihláste sa a uvidíte podrobný rozpis',
    stack: 'Váš stack',
    showRates: 'Zobraziť trhové sadzby',
    wholeStack: 'Ktorákoľvek z vášho stacku',
  },
  en: {
    path: '/en/salary-calculator',
    amount: 'Monthly amount (gross, invoice or budget)',
    year: 'Tax year',
    firstYear: 'First year of business',
    calculate: 'Calculate',
    winner: 'Best choice',
    forms: { employment: 'Employment', soleTrader: 'Sole trader', company: 'Limited company (s.r.o.)' },
    minimum: 'The monthly income must be at least 700 EUR.',
    signInInvite: 'Sign in for the full breakdown',
    stack: 'Your stack',
    showRates: 'Show market rates',
    wholeStack: 'Any of your stack',
  },
  de: {
    path: '/de/salary-calculator',
    amount: 'Monatsbetrag (brutto, Rechnung oder Budget)',
    year: 'Steuerjahr',
    firstYear: 'Erstes Jahr der Selbstständigkeit',
    calculate: 'Berechnen',
    winner: 'Beste Wahl',
    forms: { employment: 'Anstellung', soleTrader: 'Gewerbe (Einzelunternehmen)', company: 'GmbH (s.r.o.)' },
    minimum: 'Das Monatseinkommen muss mindestens 700 EUR betragen.',
    signInInvite: 'Melden Sie sich für die ausführliche Aufschlüsselung an',
    stack: 'Ihr Stack',
    showRates: 'Marktsätze anzeigen',
    wholeStack: 'Beliebige Ihres Stacks',
  },
} as const;
export type SalaryLang = keyof typeof SALARY_TEXTS;
export type WorkFormId = 'employment' | 'soleTrader' | 'company';

/** The salary calculator (`/salary-calculator`) in one language. */
export class SalaryCalculatorPage {
  readonly texts: (typeof SALARY_TEXTS)[SalaryLang];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    readonly lang: SalaryLang = 'en',
  ) {
    this.texts = SALARY_TEXTS[lang];
  }

  async open(query = '') {
    await this.page.goto(`${this.baseUrl}${this.texts.path}${query}`);
    await settled(this.page);
  }

  get amount() {
    return this.page.getByLabel(this.texts.amount);
  }

  get year() {
    return this.page.getByLabel(this.texts.year);
  }

  get firstYear() {
    return this.page.getByRole('checkbox', { name: this.texts.firstYear });
  }

  /** Replaces the amount as a person types it, key by key. */
  async typeAmount(value: string) {
    await this.amount.fill('');
    await this.amount.pressSequentially(value);
  }

  /** Leaves the amount field (errors of a half-typed amount show once it is left). */
  async leaveAmount() {
    await this.amount.blur();
  }

  /** Sends the form with the button (a GET without JavaScript). */
  async calculate() {
    const before = this.page.url();
    await this.page.getByRole('button', { name: this.texts.calculate }).click();
    await this.page.waitForURL((url) => url.href !== before);
    await settled(this.page);
  }

  /** The card of one form of work. */
  card(form: WorkFormId) {
    return this.page.getByTestId(`result-${form}`);
  }

  /** The net per month shown for a form, as text. */
  async net(form: WorkFormId): Promise<string> {
    return (await this.page.getByTestId(`net-${form}`).textContent()) ?? '';
  }

  /** Which card carries the winner's badge. */
  async winner(): Promise<WorkFormId | null> {
    for (const form of ['employment', 'soleTrader', 'company'] as const) {
      if (await this.card(form).getByText(this.texts.winner).isVisible()) return form;
    }
    return null;
  }

  errorText() {
    return this.page.getByText(this.texts.minimum);
  }

  signInInvitation() {
    return this.page.getByRole('heading', { name: this.texts.signInInvite });
  }

  breakdown(form: WorkFormId) {
    return this.page.getByTestId(`breakdown-${form}`);
  }

  /** Picks technologies in the stack field (after hydration: the searching combobox). */
  async pickTechnologies(names: readonly string[]) {
    const box = this.page.getByRole('combobox', { name: this.texts.stack });
    for (const name of names) {
      await box.fill(name.slice(0, 3));
      await this.page.getByRole('option', { name, exact: true }).click();
    }
  }

  async showMarketRates() {
    await this.page.getByRole('button', { name: this.texts.showRates }).click();
    await this.page.waitForURL((url) => url.searchParams.has('stack'));
    await settled(this.page);
  }

  marketRates() {
    return this.page.getByTestId('market-rates');
  }

  /** A row of the market-rate table by its first cell. */
  marketRow(name: string) {
    return this.marketRates().getByRole('row', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
  }
}
