import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** What a submitter types into the event form (English labels). */
export interface EventFields {
  name: string;
  description: string;
  url: string;
  /** `YYYY-MM-DDTHH:mm`, Bratislava time. */
  startAt: string;
  venue: string;
  organizerName: string;
  organizerUrl: string;
  organizerDescription: string;
  image: { name: string; mimeType: string; buffer: Buffer };
  logo: { name: string; mimeType: string; buffer: Buffer };
}

/** `/en/events/new`: the submission form. No assertions here. */
export class EventFormPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/en/events/new`);
    await settled(this.page);
  }

  async fill(e: EventFields) {
    const p = this.page;
    await p.getByLabel('Name', { exact: true }).fill(e.name);
    await p.getByLabel('Description', { exact: true }).fill(e.description);
    await p.getByLabel('Event website').fill(e.url);
    await p.getByLabel('Start', { exact: true }).fill(e.startAt);
    await p.getByLabel('Venue').fill(e.venue);
    await p.getByLabel('Image of the event').setInputFiles(e.image);
    await p.getByLabel("Organiser's name").fill(e.organizerName);
    await p.getByLabel("Organiser's website").fill(e.organizerUrl);
    await p.getByLabel('About the organiser').fill(e.organizerDescription);
    await p.getByLabel("Organiser's logo").setInputFiles(e.logo);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Send for review' }).click();
  }

  /** The confirmation that replaces the form after sending. */
  get confirmation(): Locator {
    return this.page.getByRole('heading', { name: 'Your event is waiting for review' });
  }
}

/** The admin's event pages. */
export class AdminEventsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async openQueue() {
    await this.page.goto(`${this.baseUrl}/en/admin/events?status=pending`);
    await settled(this.page);
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async press(button: 'Approve' | 'Reject' | 'Cancel the event' | 'Restore the event') {
    await this.page.getByRole('button', { name: button, exact: true }).click();
  }
}

/** The events list and an event, as a visitor sees them. */
export class EventsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(query = '') {
    await this.page.goto(`${this.baseUrl}/en/events${query}`);
    await settled(this.page);
  }

  card(name: string): Locator {
    return this.page.locator('article[data-event-uid]').filter({ hasText: name });
  }

  saveButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Save the event ${name}` });
  }

  get cards(): Locator {
    return this.page.locator('article[data-event-uid]');
  }

  get moreEvents(): Locator {
    return this.page.getByRole('link', { name: 'More events' });
  }

  /** The polite live region under the list that announces added events. */
  get announcement(): Locator {
    return this.page.locator('[aria-live="polite"]').filter({ hasText: /loaded/ });
  }
}
