import ICAL from 'ical.js';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPortalLocalInput } from '../../contracts/dates.ts';
import { validRegistration } from '../factories/registration.ts';
import { AdminEventsPage, EventFormPage, EventsPage } from './pages/event-pages.ts';
import { signUpInBrowser } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, linkTo, outboxMailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();
const ADMIN = validRegistration({ email: `events.admin.${Date.now()}@example.sk` });
const SUBMITTER = validRegistration({ email: `events.submitter.${Date.now()}@example.sk` });
const DAY = 86_400_000;

describe('events', () => {
  let server: RunningServer | undefined;
  let base = '';

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: ADMIN.email, RATE_LIMIT_SCALE: '20' });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a candidate submits an event with images, an admin approves it: listed, downloadable as .ics, the submitter is told', async () => {
    const candidate = await browser.page({ locale: 'en-GB' });
    await signUpInBrowser(candidate, base, SUBMITTER);
    const name = `Rust meetup ${randomBytes(3).toString('hex')}`;
    const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d43c9' } })
      .png()
      .toBuffer();
    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#f97316' } })
      .png()
      .toBuffer();
    const form = new EventFormPage(candidate, base);
    await form.open();
    // A start in the past is refused in the browser before anything is sent; what was typed stays.
    await form.fill({
      name,
      description: 'Two talks on async Rust, then pizza.',
      url: 'https://rust.example.sk/meetup',
      startAt: toPortalLocalInput(new Date(Date.now() - DAY)),
      venue: 'Nivy Tower, Bratislava',
      organizerName: 'Rust Bratislava',
      organizerUrl: 'https://rust.example.sk',
      organizerDescription: 'The Rust community of Bratislava.',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: image },
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    });
    await form.submit();
    await candidate.getByText('The start must not be in the past.').waitFor();
    expect(await candidate.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await candidate
      .getByLabel('Start', { exact: true })
      .fill(toPortalLocalInput(new Date(Date.now() + 12 * DAY)));
    await form.submit();
    await form.confirmation.waitFor();
    // The confirmation gives way to an empty form after 6 s (SPEC §4).
    await candidate.getByRole('button', { name: 'Send for review' }).waitFor({ timeout: 15_000 });

    await candidate.goto(`${base}/en/profile/added`);
    await settled(candidate);
    const mine = candidate.getByRole('listitem').filter({ hasText: name });
    await mine.getByText('Waiting for review').waitFor();

    // Not public yet.
    const events = new EventsPage(candidate, base);
    await events.open();
    expect(await events.card(name).count()).toBe(0);

    const admin = await browser.page({ locale: 'en-GB' });
    await signUpInBrowser(admin, base, ADMIN);
    await confirmAddress(outboxMailbox(server!.dataDir), ADMIN.email);
    const moderation = new AdminEventsPage(admin, base);
    await moderation.openQueue();
    await moderation.row(name).getByRole('link', { name }).click();
    await settled(admin);
    await moderation.press('Approve');
    await admin.getByRole('status').filter({ hasText: 'The event is published' }).waitFor();
    if (process.env.SCREENSHOT_DIR)
      await admin.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-event.png`, fullPage: true });

    await events.open();
    await events.card(name).waitFor();
    await events.card(name).getByRole('link', { name }).click();
    await candidate.waitForURL(/\/en\/events\/rust-meetup-[a-z0-9-]+$/);
    await settled(candidate);
    expect(await candidate.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    const cover = candidate.getByRole('article').locator('img').first();
    expect(await cover.getAttribute('src')).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const jsonLd = JSON.parse(
      (await candidate.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type': string; eventStatus: string };
    expect(jsonLd['@type']).toBe('Event');
    expect(jsonLd.eventStatus).toBe('https://schema.org/EventScheduled');
    const download = candidate.getByRole('link', { name: 'Calendar file (.ics)' });
    const ics = await candidate.request.get(base + (await download.getAttribute('href')));
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const vevent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!,
    );
    expect(vevent.summary).toBe(name);
    expect(vevent.location).toBe('Nivy Tower, Bratislava');
    expect(vevent.uid).toMatch(/^rust-meetup-[a-z0-9-]+@/);
    expect(await candidate.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain(
      'calendar.google.com',
    );
    expect(await axeViolations(candidate)).toEqual([]);

    const mail = await outboxMailbox(server!.dataDir).waitFor(SUBMITTER.email, /Your event is published/);
    expect(linkTo(mail, '/events/')).toContain(vevent.uid.split('@')[0]);
  });

  it('saves a post and an event and finds both under profile/saved', async () => {
    const reader = await browser.page({ locale: 'en-GB' });
    await signUpInBrowser(
      reader,
      base,
      validRegistration({ email: `events.saver.${Date.now()}@example.sk` }),
    );
    const events = new EventsPage(reader, base);
    await events.open();
    const first = reader.locator('article[data-event-uid]').first();
    const eventName = await first.getByRole('heading').innerText();
    await events.saveButton(eventName).click();
    await reader.getByRole('button', { name: `Remove the event ${eventName} from saved items` }).waitFor();

    await reader.goto(`${base}/en/blog`);
    await settled(reader);
    const post = reader.locator('article').first();
    const title = await post.getByRole('heading').innerText();
    await reader.getByRole('button', { name: `Save the post ${title}` }).click();
    await reader.getByRole('button', { name: `Remove the post ${title} from saved items` }).waitFor();

    await reader.goto(`${base}/en/profile/saved`);
    await settled(reader);
    expect(await reader.getByRole('link', { name: eventName }).getAttribute('href')).toMatch(
      /^\/en\/events\//,
    );
    expect(await reader.getByRole('link', { name: title }).getAttribute('href')).toMatch(/^\/en\/blog\//);
  });

  it('the list and an event pass axe in three languages on a phone', async () => {
    for (const [prefix, locale] of [
      ['', 'sk-SK'],
      ['/en', 'en-GB'],
      ['/de', 'de-AT'],
    ] as const) {
      const page = await browser.page({ locale });
      await page.setViewportSize({ width: 390, height: 844 });
      const shot = async (name: string) => {
        // For looking at the pages: SCREENSHOT_DIR=/tmp/shots npx vitest run --project e2e tests/e2e/events.test.ts
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/${name}-${locale}.png`,
            fullPage: true,
          });
      };
      await page.goto(`${base}${prefix}/events`);
      await settled(page);
      expect(await axeViolations(page), `${prefix}/events`).toEqual([]);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot('events-list');
      await page.locator('article[data-event-uid] h2 a').first().click();
      await page.waitForURL(/\/events\/[a-z0-9-]+$/);
      await settled(page);
      expect(await axeViolations(page), `${prefix} event`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot('event-detail');
      await signUpInBrowser(
        page,
        base,
        validRegistration({ email: `events.${locale}.${Date.now()}@example.sk` }),
      );
      await page.goto(`${base}${prefix}/events/new`);
      await settled(page);
      expect(await axeViolations(page), `${prefix}/events/new`).toEqual([]);
      await shot('event-new');
    }
  });
});
