import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** The job list: search box, filters, result cards and pagination. No assertions here. */
export class JobsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(path = '/jobs') {
    await this.page.goto(this.baseUrl + path);
    await settled(this.page);
  }
  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: /kľúčové slovo|keyword|suchbegriff/i });
  }
  get resultsHeading(): Locator {
    return this.page.locator('#results-heading');
  }
  get cards(): Locator {
    return this.page.locator('article[data-job-id]');
  }
  async cardTitles(): Promise<string[]> {
    return this.cards.locator('h2').allInnerTexts();
  }
  async search(text: string) {
    await this.searchBox.fill(text);
    // Wait for this search's address: after an earlier search the URL already carries a `q=`.
    await Promise.all([
      this.page.waitForURL((url) => url.searchParams.get('q') === text),
      this.searchBox.press('Enter'),
    ]);
    await settled(this.page);
  }
  /** Ticks a filter checkbox and waits for the URL to carry it. */
  async toggle(group: RegExp, option: RegExp, param: string) {
    const box = this.page.getByRole('group', { name: group }).getByRole('checkbox', { name: option });
    await Promise.all([this.page.waitForURL(new RegExp(`[?&]${param}=`)), box.check()]);
    await settled(this.page);
  }
  /** Types a technology into the filter (Slovak page) and applies the filters. */
  async addExpertise(name: string) {
    await this.page.getByRole('combobox', { name: /pridať technológiu/i }).fill(name);
    await Promise.all([
      this.page.waitForURL(new RegExp(`expertise=${encodeURIComponent(name)}`)),
      this.page.getByRole('button', { name: /použiť filtre/i }).click(),
    ]);
    await settled(this.page);
  }
  /** Waits for a navigation to `url` to be rendered. */
  async settled() {
    await settled(this.page);
  }
  async resultCount(): Promise<number> {
    const text = await this.resultsHeading.innerText();
    return Number(/\d+/.exec(text.replace(/\s/g, ''))?.[0] ?? NaN);
  }
}
