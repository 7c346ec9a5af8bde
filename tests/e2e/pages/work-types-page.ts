import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

const LABELS = {
  sk: {
    amount: 'Mesačná suma v eurách',
    year: 'Daňový rok',
    firstYear: 'Prvý rok podnikania',
    submit: 'Porovnať',
  },
  en: {
    amount: 'Monthly amount in euros',
    year: 'Tax year',
    firstYear: 'First year in business',
    submit: 'Compare',
  },
  de: {
    amount: 'Monatlicher Betrag in Euro',
    year: 'Steuerjahr',
    firstYear: 'Erstes Jahr der Selbständigkeit',
    submit: 'Vergleichen',
  },
} as const;

/** The comparison of forms of work (`/work-types-comparison`) in one language. */
export class WorkTypesPage {
  private readonly labels: (typeof LABELS)[keyof typeof LABELS];

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    readonly lang: keyof typeof LABELS,
  ) {
    this.labels = LABELS[lang];
  }

  async open(query = '') {
    await this.page.goto(
      `${this.baseUrl}${this.lang === 'sk' ? '' : `/${this.lang}`}/work-types-comparison${query}`,
    );
    await settled(this.page);
  }

  /** Sends the amount form as a person would. */
  async compare({ amount, year, firstYear }: { amount: string; year?: number; firstYear?: boolean }) {
    await this.page.getByLabel(this.labels.amount).fill(amount);
    if (year) await this.page.getByLabel(this.labels.year).selectOption(String(year));
    if (firstYear !== undefined) await this.page.getByLabel(this.labels.firstYear).setChecked(firstYear);
    await this.page.getByRole('button', { name: this.labels.submit, exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('amount') === amount);
    await settled(this.page);
  }

  /** The net monthly figure of a form's card, as shown. */
  async netMonthly(form: 'employment' | 'soleTrader' | 'company'): Promise<string> {
    return ((await this.page.getByTestId(`take-home-${form}`).getByTestId('net-monthly').textContent()) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** The heading of the take-home figures ("What you keep of …"). */
  resultsHeading(): Locator {
    return this.page.getByRole('heading', { level: 2 }).nth(1);
  }

  /** The text of a form's card under a topic of the point-by-point comparison. */
  topicCard(topic: string, form: string): Locator {
    return this.page
      .getByRole('region', { name: topic })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(form, { exact: true }) });
  }

  amountError(): Locator {
    return this.page.locator('#work-types-amount-error');
  }
}
