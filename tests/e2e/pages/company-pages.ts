import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** The admin's newsfeed pages (English): the list with the add form, and one link's page. */
export class AdminNewsfeedPage {
  readonly url: Locator;
  readonly title: Locator;
  readonly clicks: Locator;
  readonly alert: Locator;
  constructor(
    readonly page: Page,
    readonly base: string,
  ) {
    this.url = page.getByLabel('Page address (URL)');
    this.title = page.getByLabel('Title', { exact: true });
    this.clicks = page.getByTestId('link-clicks');
    this.alert = page.getByRole('alert').or(page.getByRole('status')).first();
  }
  async open() {
    await this.page.goto(`${this.base}/en/admin/newsfeed`);
    await settled(this.page);
  }
  async add(url: string) {
    await this.url.fill(url);
    await this.page.getByRole('button', { name: 'Read the page' }).click();
  }
  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await this.page.waitForURL(/notice=saved$/);
    await settled(this.page);
  }
  async publish() {
    await this.page.getByRole('button', { name: 'Publish' }).click();
    await this.page.waitForURL(/notice=published$/);
    await settled(this.page);
  }
}

/** The public newsfeed: its cards, newest first. */
export class NewsfeedPage {
  readonly cards: Locator;
  constructor(
    readonly page: Page,
    readonly base: string,
  ) {
    this.cards = page.getByRole('article');
  }
  async open(path = '/newsfeed') {
    await this.page.goto(this.base + path);
    await settled(this.page);
  }
  /** The link out of the first card ("Čítať na …"). */
  readOn(card: Locator) {
    return card.getByRole('link', { name: /^(Čítať na|Read on|Auf .* lesen)/ });
  }
}
