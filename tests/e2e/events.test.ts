import ICAL from 'ical.js';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPortalLocalInput } from '../../contracts/dates.ts';
import { validRegistration } from '../factories/registration.ts';
import { AdminEventsPage, EventFormPage, EventsPage } from './pages/event-pages.ts';
import { signUpInBrowser } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { saveOnServer, settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, linkTo, outboxMailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();
const ADMIN = validRegistration({ email: `events.admin.${Date.now()}@example.sk` });
const SUBMITTER = validRegistration({ email: `events.submitter.${Date.now()}@example.sk` });
const CURATOR = validRegistration({ email: `events.curator.${Date.now()}@example.sk` });
const DAY = 86_400_000;

describe('events', () => {
  let server: RunningServer | undefined;
  let base = '';

  beforeAll(async () => {
    // A server of its own: the admins publish events that the shared server's pages would list (ADR 165).
    server = await startServer({ ADMIN_EMAILS: `${ADMIN.email},${CURATOR.email}`, RATE_LIMIT_SCALE: '20' });
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
    // The confirmation gives way to an empty form after 6 s (docs/product/states.md).
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
    await saveOnServer(reader, events.saveButton(eventName));
    await reader.getByRole('button', { name: `Remove the event ${eventName} from saved items` }).waitFor();

    await reader.goto(`${base}/en/blog`);
    await settled(reader);
    const post = reader.locator('article').first();
    const title = await post.getByRole('heading').innerText();
    await saveOnServer(reader, reader.getByRole('button', { name: `Save the post ${title}` }));
    await reader.getByRole('button', { name: `Remove the post ${title} from saved items` }).waitFor();

    await reader.goto(`${base}/en/profile/saved`);
    await settled(reader);
    expect(await reader.getByRole('link', { name: eventName }).getAttribute('href')).toMatch(
      /^\/en\/events\//,
    );
    expect(await reader.getByRole('link', { name: title }).getAttribute('href')).toMatch(/^\/en\/blog\//);
  });

  it('"More events" opens the next page without JavaScript and appends it in place with it', async () => {
    const curator = await browser.page({ locale: 'en-GB' });
    await signUpInBrowser(curator, base, CURATOR);
    await confirmAddress(outboxMailbox(server!.dataDir), CURATOR.email);
    const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const word = randomBytes(3).toString('hex');
    // Fourteen past German events (admins may add past ones): more than the 12 of a page.
    for (let i = 0; i < 14; i++) {
      const startAt = new Date(Date.now() - (30 + i) * DAY);
      const created = await curator.request.post(`${base}/api/admin/events`, {
        headers: { origin: base },
        multipart: {
          name: `Archiv ${word} ${i}`,
          description: 'Ein vergangenes Treffen.',
          language: 'de',
          isOnline: 'true',
          url: 'https://example.com/archiv',
          startAt: startAt.toISOString(),
          organizerName: 'Archiv-Team',
          organizerUrl: 'https://example.com',
          organizerDescription: 'Wir sammeln Treffen.',
          image: { name: 'image.png', mimeType: 'image/png', buffer: image },
          organizerImage: { name: 'logo.png', mimeType: 'image/png', buffer: image },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const query = '?past=true&language=de';

    // Without JavaScript the link is an ordinary link to the next page.
    const plain = new EventsPage(await browser.page({ locale: 'en-GB', javaScriptEnabled: false }), base);
    await plain.open(query);
    expect(await plain.cards.count()).toBe(12);
    const firstPage = await plain.cards.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('data-event-uid')),
    );
    await plain.moreEvents.click();
    await plain.page.waitForURL(/[?&]cursor=/);
    const secondPage = await plain.cards.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('data-event-uid')),
    );
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((uid) => firstPage.includes(uid))).toEqual([]);

    // With JavaScript the same events are added below the first twelve, in place.
    const reader = await browser.page({ locale: 'en-GB' });
    const events = new EventsPage(reader, base);
    await events.open(query);
    expect(await events.cards.count()).toBe(12);
    await events.moreEvents.click();
    await reader.waitForFunction(() => document.querySelectorAll('article[data-event-uid]').length > 12);
    const all = await events.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-event-uid')));
    expect(all).toEqual([...firstPage, ...secondPage]);
    // Focus is on the first added event's title, the count is announced, the address is unchanged.
    const focused = await reader.evaluate(() =>
      document.activeElement?.closest('article')?.getAttribute('data-event-uid'),
    );
    expect(focused).toBe(secondPage[0]);
    expect(await reader.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expect(await events.announcement.innerText()).toBe(
      secondPage.length === 1 ? '1 more event loaded.' : `${secondPage.length} more events loaded.`,
    );
    expect(reader.url()).toBe(`${base}/en/events${query}`);
  });

  for (const [prefix, locale] of [
    ['', 'sk-SK'],
    ['/en', 'en-GB'],
    ['/de', 'de-AT'],
  ] as const)
    it(`the list, an event and the submission form pass axe on a phone (${locale})`, async () => {
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
    });
});
