import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { event } from '../../db/schema/index.ts';
import {
  fileTestAppWithSmtp,
  queuedEmails,
  registerCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';

const ADMIN = `events.admin.${Date.now()}@example.sk`;
const STAFF = `events.staff.${Date.now()}@example.sk`;
// E-mail goes over SMTP to a local sink, as in production.
const { app, call, delivered } = fileTestAppWithSmtp({
  ADMIN_EMAILS: ADMIN,
  HR_EMAIL: STAFF,
  RATE_LIMIT_SCALE: '50',
});
let admin = '';
let submitter: Awaited<ReturnType<typeof registerCandidate>>;
let png: Uint8Array;

beforeAll(async () => {
  admin = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
  submitter = await registerCandidate(app);
  // The submitter reads the portal in German: the e-mails about the event come in German.
  const language = await call('PUT', '/api/candidates/my/language', {
    cookie: submitter.cookie,
    body: { language: 'de' },
  });
  expect(language.status, await language.clone().text()).toBeLessThan(300);
  png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
});
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unique = () => randomBytes(4).toString('hex');
/** `20271031T013000Z` */
const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

interface Summary {
  uid: string;
  name: string;
  endAt: string;
  isOnline: boolean;
  language: string;
  canceledAt: string | null;
}
interface ListAnswer {
  items: Summary[];
  nextCursor: string | null;
}

/** An event row as the database holds it (approved unless said otherwise). */
async function insertEvent(overrides: Partial<typeof event.$inferInsert> = {}) {
  const startAt = overrides.startAt ?? new Date(Date.now() + 10 * DAY);
  const row = {
    uid: `test-${unique()}`,
    language: 'sk',
    name: 'Testovacie podujatie',
    description: 'Popis podujatia; s čiarkami, bodkočiarkami a\nnovým riadkom.',
    isOnline: false,
    url: 'https://example.com/event',
    startAt,
    endAt: new Date(startAt.getTime() + 2 * HOUR),
    organizerName: 'Organizátor',
    organizerUrl: 'https://example.com',
    organizerDescription: 'O organizátorovi.',
    locationName: 'Nivy Tower, Bratislava',
    status: 'approved',
    ...overrides,
  };
  await app().database.db.insert(event).values(row);
  return row;
}

async function list(query: string): Promise<ListAnswer> {
  const response = await call('GET', `/api/events?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ListAnswer;
}

/** Every page of a list, calling `between` after each page. */
async function allPages(query: string, between: (page: number) => Promise<void> = async () => {}) {
  const seen: Summary[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const answer = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...answer.items);
    cursor = answer.nextCursor;
    await between(++page);
  } while (cursor && page < 100);
  return seen;
}

/**
 * The VEVENTs of an iCalendar text. Its own VTIMEZONEs are registered first (ical.js knows no zone
 * but UTC), so local times are read by the rules the file carries, as a calendar app reads them.
 */
function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  for (const zone of component.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('events list', () => {
  it('lists upcoming events by their end and pages without repeating or skipping when events arrive', async () => {
    const base = Date.now() + 40 * DAY;
    const ours: string[] = [];
    // Seven online English events, three of them ending at the very same moment (the uid breaks the tie).
    for (let i = 0; i < 7; i++) {
      const startAt = new Date(base + (i < 3 ? 0 : i) * DAY);
      ours.push(
        (
          await insertEvent({
            startAt,
            endAt: new Date(startAt.getTime() + HOUR),
            isOnline: true,
            language: 'en',
          })
        ).uid,
      );
    }
    const arrived: string[] = [];
    const seen = await allPages('online=true&language=en&limit=2', async (page) => {
      // New events, before and after the reader's position, arrive while the list is read.
      if (page > 2) return;
      for (const offset of [1 * DAY, 45 * DAY]) {
        const startAt = new Date(Date.now() + offset);
        arrived.push((await insertEvent({ startAt, isOnline: true, language: 'en' })).uid);
      }
    });
    const uids = seen.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const mine = uids.filter((u) => ours.includes(u));
    expect(mine).toHaveLength(7);
    const ends = seen.map((e) => e.endAt);
    expect([...ends].sort()).toEqual(ends);
    expect(seen.every((e) => e.isOnline && e.language === 'en')).toBe(true);
  });

  it('keeps past events apart, most recently ended first, and leaves out submissions not approved', async () => {
    const past = await insertEvent({ startAt: new Date(Date.now() - 3 * DAY) });
    const pending = await insertEvent({ status: 'pending' });
    const rejected = await insertEvent({ status: 'rejected', startAt: new Date(Date.now() - 2 * DAY) });
    const upcoming = await list('limit=50');
    expect(upcoming.items.map((e) => e.uid)).not.toContain(past.uid);
    expect(upcoming.items.map((e) => e.uid)).not.toContain(pending.uid);
    const ended = await allPages('past=true&limit=5');
    expect(ended.map((e) => e.uid)).toContain(past.uid);
    expect(ended.map((e) => e.uid)).not.toContain(rejected.uid);
    const ends = ended.map((e) => e.endAt);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(ended.every((e) => new Date(e.endAt) < new Date())).toBe(true);
    for (const uid of [pending.uid, rejected.uid])
      expect((await call('GET', `/api/events/${uid}`)).status).toBe(404);
  });

  it('marks a cancelled event and keeps it listed', async () => {
    const canceled = await insertEvent({ canceledAt: new Date() });
    const all = await allPages('limit=50');
    expect(all.find((e) => e.uid === canceled.uid)?.canceledAt).toBeTruthy();
  });

  it('refuses a forged cursor and bad filters with 400, not 500', async () => {
    for (const query of [
      'cursor=bm9wZQ',
      'cursor=%00',
      'limit=0',
      'limit=51',
      'language=xx',
      'past=maybe',
      'online=2',
    ]) {
      const response = await call('GET', `/api/events?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/events/Not_A_Uid')).status).toBe(400);
    expect((await call('GET', '/api/events/no-such-event')).status).toBe(404);
  });
});

describe('event detail', () => {
  it('counts a visitor once a day, and another visitor again', async () => {
    const e = await insertEvent();
    const visits = async (ip: string, agent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0') => {
      const response = await app().app.request(`/api/events/${e.uid}`, {
        headers: { 'x-forwarded-for': ip, 'user-agent': agent },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { stats: { visits: number } }).stats.visits;
    };
    await visits('203.0.113.10');
    await visits('203.0.113.10');
    await visits('203.0.113.11');
    // A crawler is not a visitor.
    await visits('203.0.113.12', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    const [row] = await app().database.db.select().from(event).where(eq(event.uid, e.uid));
    expect(row!.visits).toBe(2);
  });
});

describe('calendar', () => {
  it('answers an .ics that an iCalendar parser reads, with a stable UID, Bratislava times and escaped text', async () => {
    const longName = `Konferencia o mikroslužbách, Kubernetese a pozorovateľnosti; ${'ďalší dlhý text '.repeat(6)}`;
    const e = await insertEvent({ name: longName });
    const fetchIcs = async () => {
      const response = await call('GET', `/api/events/${e.uid}/calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/calendar');
      expect(response.headers.get('content-disposition')).toContain('attachment');
      return response.text();
    };
    const text = await fetchIcs();
    // CRLF line ends, and no line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
    expect(Math.max(...lines.map((l) => Buffer.byteLength(l)))).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);

    const [parsed] = parseCalendar(text);
    expect(parsed!.summary).toBe(longName);
    expect(parsed!.description).toContain('a\nnovým riadkom');
    expect(parsed!.location).toBe('Nivy Tower, Bratislava');
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;
    expect(parsed!.startDate.toJSDate().getTime()).toBe(seconds(e.startAt));
    expect(parsed!.endDate.toJSDate().getTime()).toBe(seconds(e.endAt));
    expect(parsed!.startDate.zone?.tzid).toBe('Europe/Bratislava');
    expect(parsed!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(parsed!.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(parsed!.uid).toBe(`${e.uid}@kariera.test`);

    // Cancelling it changes the status, never the UID.
    await app()
      .database.db.update(event)
      .set({ canceledAt: new Date(), updatedAt: new Date() })
      .where(eq(event.uid, e.uid));
    const [again] = parseCalendar(await fetchIcs());
    expect(again!.uid).toBe(parsed!.uid);
    expect(again!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(again!.sequence)).toBeGreaterThanOrEqual(Number(parsed!.sequence));
  });

  it('writes Bratislava wall-clock times with a VTIMEZONE that parse to the same instants, in winter and summer', async () => {
    const year = new Date().getUTCFullYear() + 1;
    // Last Sunday of October of `year`: the hour 02:00–03:00 happens twice.
    const lastOctoberSunday = new Date(Date.UTC(year, 9, 31));
    lastOctoberSunday.setUTCDate(31 - lastOctoberSunday.getUTCDay());
    const repeatedHour = new Date(lastOctoberSunday.getTime() + 90 * 60_000); // 02:30 CET, the second time
    const cases = [
      { startAt: new Date(Date.UTC(year, 0, 15, 17, 0)), local: `${year}0115T180000` }, // CET, UTC+1
      { startAt: new Date(Date.UTC(year, 6, 15, 16, 0)), local: `${year}0715T180000` }, // CEST, UTC+2
      { startAt: repeatedHour, local: null },
    ];
    for (const { startAt, local } of cases) {
      const e = await insertEvent({ startAt, endAt: new Date(startAt.getTime() + 2 * HOUR) });
      const text = await (await call('GET', `/api/events/${e.uid}/calendar.ics`)).text();
      const lines = text.split('\r\n');
      expect(lines).toContain('BEGIN:VTIMEZONE');
      expect(lines).toContain('TZID:Europe/Bratislava');
      expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
      expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
      // 18:00 reads 18:00 in the file; an instant in the repeated hour is ambiguous as local time: UTC.
      expect(lines).toContain(
        local ? `DTSTART;TZID=Europe/Bratislava:${local}` : `DTSTART:${icsUtc(startAt)}`,
      );
      const [parsed] = parseCalendar(text);
      expect(parsed!.startDate.toJSDate().getTime(), startAt.toISOString()).toBe(startAt.getTime());
      expect(parsed!.endDate.toJSDate().getTime()).toBe(startAt.getTime() + 2 * HOUR);
    }
  });

  it('serves the subscribable feed of approved events that have not ended, with the same UIDs', async () => {
    const upcoming = await insertEvent({ isOnline: true, locationName: null });
    const ended = await insertEvent({ startAt: new Date(Date.now() - 2 * DAY) });
    const pending = await insertEvent({ status: 'pending' });
    for (const path of ['/events.ics', '/en/events.ics', '/de/events.ics']) {
      const response = await app().app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/calendar');
      const text = await response.text();
      const component = new ICAL.Component(ICAL.parse(text));
      expect(component.getFirstPropertyValue('x-wr-calname')).toBeTruthy();
      const events = parseCalendar(text);
      const uids = events.map((v) => v.uid);
      expect(uids).toContain(`${upcoming.uid}@kariera.test`);
      expect(uids).not.toContain(`${ended.uid}@kariera.test`);
      expect(uids).not.toContain(`${pending.uid}@kariera.test`);
      const online = events.find((v) => v.uid === `${upcoming.uid}@kariera.test`)!;
      expect(online.location).toBe('https://example.com/event');
      expect(String(online.component.getFirstPropertyValue('url'))).toBe(
        `https://kariera.test${path.replace('/events.ics', '')}/events/${upcoming.uid}`,
      );
    }
  });

  it('keeps an event stored with line breaks in its organiser, URL and texts to one VEVENT in the feed', async () => {
    const forged = 'END:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged@evil.test\r\nSUMMARY:Forged';
    const hostile = await insertEvent({
      name: `Meetup\r\n${forged}`,
      description: `Popis\r\nATTENDEE;CN="Mallory":mailto:mallory@evil.test`,
      locationName: 'Nivy\rATTENDEE:mailto:x@evil.test',
      organizerName: `Evil"\r\n${forged}\r\nATTENDEE:mailto:a@evil.test`,
      organizerUrl: 'https://evil.test/\r\nATTENDEE:mailto:b@evil.test',
    });
    const plain = await insertEvent();
    const text = await (await app().app.request('/events.ics')).text();
    const lines = text.split('\r\n');
    expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER|UID:forged)/.test(l))).toEqual([]);
    const events = parseCalendar(text);
    expect(events.map((v) => v.uid).filter((uid) => uid.startsWith('forged'))).toEqual([]);
    const [mine] = events.filter((v) => v.uid === `${hostile.uid}@kariera.test`);
    expect(mine!.summary).toBe(`Meetup\n${forged.replace(/\r\n/g, '\n')}`);
    expect(mine!.location).toBe('Nivy\nATTENDEE:mailto:x@evil.test');
    expect(mine!.component.getFirstProperty('contact')!.getParameter('altrep')).toBeUndefined();
    const other = events.find((v) => v.uid === `${plain.uid}@kariera.test`)!;
    expect(other.component.getFirstPropertyValue('contact')).toBe('Organizátor');
    expect(other.component.getFirstProperty('contact')!.getParameter('altrep')).toBe('https://example.com/');
  });

  it('lists approved upcoming events in the sitemap', async () => {
    const e = await insertEvent();
    const xml = await (await app().app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>https://kariera.test/events/${e.uid}</loc>`);
    expect(xml).toContain(`hreflang="de" href="https://kariera.test/de/events/${e.uid}"`);
  });
});

/** The local time of a `datetime-local` input, `days` from now at 18:00. */
const localInput = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return `${d.toISOString().slice(0, 10)}T18:00`;
};

function submission(overrides: Record<string, string | Uint8Array | null> = {}) {
  const values: Record<string, string | Uint8Array | null> = {
    name: `Meetup ${unique()}`,
    description: 'Dve prednášky o Jave a diskusia.',
    language: 'sk',
    isOnline: 'false',
    url: 'https://example.com/meetup',
    ticketUrl: '',
    startAt: localInput(20),
    endAt: '',
    locationName: 'Nivy Tower, Bratislava',
    organizerName: 'JUG Bratislava',
    organizerUrl: 'https://example.com',
    organizerDescription: 'Komunita javistov.',
    image: png,
    organizerImage: png,
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new File([value as Uint8Array<ArrayBuffer>], `${key}.png`, { type: 'image/png' }));
  }
  return form;
}

async function submit(overrides: Record<string, string | Uint8Array | null> = {}, lang = 'en') {
  return call('POST', '/api/events', { cookie: submitter.cookie, body: submission(overrides), lang });
}

async function submitted(overrides: Record<string, string | Uint8Array | null> = {}) {
  const response = await submit(overrides);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { uid: string; status: string };
}

describe('submission', () => {
  it('needs a signed-in user, before anything is checked', async () => {
    const response = await call('POST', '/api/events', { body: submission({ name: '' }) });
    expect(response.status).toBe(401);
  });

  it('stores a pending event with re-encoded images and an end one hour after the start', async () => {
    const { uid, status } = await submitted();
    expect(status).toBe('pending');
    expect(uid).toMatch(/^meetup-[a-z0-9]+-[a-f0-9]{8}$/);
    const [row] = await app().database.db.select().from(event).where(eq(event.uid, uid));
    expect(row!.status).toBe('pending');
    expect(row!.createdByUserId).toBe(submitter.id);
    expect(row!.endAt.getTime() - row!.startAt.getTime()).toBe(HOUR);
    expect(row!.imageUrl).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(row!.organizerImageUrl).toMatch(/^[a-f0-9]{32}\.png$/);
    // Not public until approved.
    expect((await call('GET', `/api/events/${uid}`)).status).toBe(404);
    expect((await call('PUT', `/api/saved-items/event/${uid}`, { cookie: submitter.cookie })).status).toBe(
      404,
    );
  });

  it('tells the staff about the new submission by e-mail, with a link to the moderation queue', async () => {
    const name = `Staff notice ${unique()}`;
    const { uid } = await submitted({ name, organizerName: 'Komunita Žilina' });
    const mail = await delivered((m) => m.to === STAFF && m.subject.includes(name));
    expect(mail.subject).toContain('Nové podujatie na schválenie');
    expect(mail.text).toContain('Komunita Žilina');
    // When it starts, in the staff's language and Bratislava time (the form's 18:00).
    expect(mail.text).toMatch(/Začiatok\s+\d{1,2}\. \S+ \d{4}.*18:00/);
    expect(mail.text).toContain(submitter.email);
    expect(mail.text).toContain('https://kariera.test/admin/events?status=pending');
    expect(mail.html).toContain('href="https://kariera.test/admin/events?status=pending"');
    // The event itself is not public yet: the e-mail is the staff's only cue.
    expect((await call('GET', `/api/events/${uid}`)).status).toBe(404);
  });

  it('does not tell the staff about a refused submission', async () => {
    const name = `Refused ${unique()}`;
    expect((await submit({ name, startAt: localInput(-1) })).status).toBe(400);
    while ((await app().accounts.runner.runDue()) > 0);
    const staffMail = await queuedEmails(app, STAFF);
    expect(staffMail.some((m) => String(m.data.reference).includes(name))).toBe(false);
  });

  it('refuses an impossible start as not existing and a far-future one as too far, never as past', async () => {
    const fieldErrors = async (startAt: string) =>
      ((await (await submit({ startAt })).json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(await fieldErrors('2027-13-45T99:99')).toEqual({
      startAt: ['This date does not exist. Please check the day, month and time.'],
    });
    expect(await fieldErrors('9999-12-31T23:59')).toEqual({
      startAt: ['This date is too far in the future.'],
    });
  });

  it("reports every docs/product/validation.md rule at once, in the reader's language", async () => {
    const response = await submit(
      {
        name: 'JS',
        url: 'not a link',
        startAt: localInput(5),
        endAt: localInput(4),
        locationName: '',
        organizerDescription: 'x'.repeat(501),
        image: null,
        organizerImage: null,
      },
      'sk',
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toEqual({
      name: ['Názov musí mať aspoň 3 znaky.'],
      url: [expect.stringContaining('http')],
      endAt: ['Koniec nesmie byť pred začiatkom.'],
      locationName: ['Zadajte miesto konania alebo označte podujatie ako online.'],
      organizerDescription: [expect.any(String)],
      image: ['Vyberte obrázok podujatia.'],
      organizerImage: ['Vyberte logo organizátora.'],
    });
  });

  it('refuses a start in the past, a fake image and a file over 5 MB with a clear message', async () => {
    const past = await submit({ startAt: localInput(-1) }, 'de');
    expect(past.status).toBe(400);
    expect(((await past.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.startAt).toEqual([
      'Der Beginn darf nicht in der Vergangenheit liegen.',
    ]);
    for (const fake of [
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ]) {
      const response = await submit({ image: fake });
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.image,
      ).toEqual(['Please choose a JPEG, PNG or WebP image.']);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    const response = await submit({ organizerImage: big });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.organizerImage,
    ).toEqual(['The image must not be larger than 5 MB.']);
  });

  it('takes an online event without a venue, with ISO times', async () => {
    const start = new Date(Date.now() + 30 * DAY);
    const { uid } = await submitted({
      isOnline: 'true',
      locationName: '',
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 3 * HOUR).toISOString(),
    });
    const [row] = await app().database.db.select().from(event).where(eq(event.uid, uid));
    expect(row!.isOnline).toBe(true);
    expect(row!.endAt.getTime() - row!.startAt.getTime()).toBe(3 * HOUR);
  });
});

describe('entry price (issue 26, item 14)', () => {
  const priceErrors = async (fields: Record<string, string>, lang = 'en') => {
    const response = await submit(fields, lang);
    expect(response.status, JSON.stringify(fields)).toBe(400);
    const body = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.fieldErrors;
  };

  it('keeps a paid price from the submission through approval, in the API and the calendar file', async () => {
    const { uid } = await submitted({ entry: 'paid', price: '1 249,90' });
    const [row] = await app().database.db.select().from(event).where(eq(event.uid, uid));
    expect(row!.priceCents).toBe(124_990);
    const approved = await call('POST', `/api/admin/events/${uid}/approve`, { cookie: admin });
    expect(approved.status).toBe(200);
    const detail = (await (await call('GET', `/api/events/${uid}`)).json()) as { price: number | null };
    expect(detail.price).toBe(1249.9);
    const listed = (await (await call('GET', '/api/events?limit=50')).json()) as {
      items: { uid: string; price: number | null }[];
    };
    expect(listed.items.find((e) => e.uid === uid)?.price).toBe(1249.9);
    for (const [lang, line] of [
      ['sk', 'Vstupné: 1\u00a0249,90\u00a0€'],
      ['en', 'Entry: €1,249.90'],
      ['de', 'Eintritt: €\u00a01.249,90'],
    ] as const) {
      const ics = await (await call('GET', `/api/events/${uid}/calendar.ics`, { lang })).text();
      expect(parseCalendar(ics)[0]!.description.replace(/\s/g, ' ')).toContain(line.replace(/\s/g, ' '));
    }
  });

  it('stores free entry as 0 (a price typed anyway is ignored) and no answer as unknown', async () => {
    const free = await submitted({ entry: 'free', price: '30' });
    const unknown = await submitted();
    const rows = await app()
      .database.db.select({ uid: event.uid, priceCents: event.priceCents })
      .from(event)
      .where(inArray(event.uid, [free.uid, unknown.uid]));
    expect(Object.fromEntries(rows.map((r) => [r.uid, r.priceCents]))).toEqual({
      [free.uid]: 0,
      [unknown.uid]: null,
    });
  });

  it('refuses a missing, negative, huge or non-numeric price with a translated message', async () => {
    expect(await priceErrors({ entry: 'paid', price: '' })).toEqual({
      price: ['Please enter the price, or choose free entry.'],
    });
    for (const price of ['-5', '0', '100000.01', '999999999'])
      expect(await priceErrors({ entry: 'paid', price }), price).toEqual({
        price: ['The price must be more than 0 and at most €100,000.'],
      });
    for (const price of ['abc', '1e9', '49.999', '12,5,0'])
      expect((await priceErrors({ entry: 'paid', price })).price, price).toEqual([
        expect.stringContaining('at most two decimals'),
      ]);
    expect((await priceErrors({ entry: 'maybe' })).entry).toHaveLength(1);
    expect(await priceErrors({ entry: 'paid', price: '' }, 'sk')).toEqual({
      price: ['Zadajte cenu vstupného alebo zvoľte vstup zdarma.'],
    });
    expect(await priceErrors({ entry: 'paid', price: '-1' }, 'de')).toEqual({
      price: ['Der Preis muss über 0 und höchstens 100.000 € betragen.'],
    });
    // The largest price is taken.
    await submitted({ entry: 'paid', price: '100000' });
  });

  it("an admin's edit changes the price and the entry", async () => {
    const { uid } = await submitted({ entry: 'paid', price: '15' });
    const edit = await call('PUT', `/api/admin/events/${uid}`, {
      cookie: admin,
      body: submission({ image: null, organizerImage: null, entry: 'free', price: '' }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [row] = await app().database.db.select().from(event).where(eq(event.uid, uid));
    expect(row!.priceCents).toBe(0);
  });
});

describe('moderation', () => {
  it('only admins moderate (403 for a candidate)', async () => {
    const { uid } = await submitted();
    for (const path of ['approve', 'cancel', 'restore']) {
      const response = await call('POST', `/api/admin/events/${uid}/${path}`, { cookie: submitter.cookie });
      expect(response.status, path).toBe(403);
    }
    expect((await call('GET', '/api/admin/events', { cookie: submitter.cookie })).status).toBe(403);
    expect((await call('GET', '/api/admin/events')).status).toBe(401);
  });

  it('approving lists the event and tells the submitter in their language, once', async () => {
    const { uid } = await submitted();
    const queue = (await call('GET', '/api/admin/events?status=pending', { cookie: admin }).then((r) =>
      r.json(),
    )) as { items: { uid: string; submittedBy: { email: string } | null }[] };
    expect(queue.items.find((e) => e.uid === uid)?.submittedBy?.email).toBe(submitter.email);
    const approved = await call('POST', `/api/admin/events/${uid}/approve`, { cookie: admin });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(((await approved.json()) as { status: string }).status).toBe('approved');
    expect((await call('GET', `/api/events/${uid}`)).status).toBe(200);
    // Approving again changes nothing and sends nothing.
    await call('POST', `/api/admin/events/${uid}/approve`, { cookie: admin });
    const mails = (await queuedEmails(app, submitter.email)).filter(
      (m) => m.template === 'event-approved' && String(m.data.eventUrl).endsWith(`/${uid}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('de');
    expect(mails[0]!.data.eventUrl).toBe(`https://kariera.test/de/events/${uid}`);
  });

  it('rejecting needs a reason, hides the event and sends the reason', async () => {
    const { uid } = await submitted();
    const noReason = await call('POST', `/api/admin/events/${uid}/reject`, {
      cookie: admin,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await call('POST', `/api/admin/events/${uid}/reject`, {
      cookie: admin,
      body: { reason: 'Chýba program.' },
    });
    expect(rejected.status).toBe(200);
    expect((await call('GET', `/api/events/${uid}`)).status).toBe(404);
    const mails = (await queuedEmails(app, submitter.email)).filter((m) => m.template === 'event-rejected');
    expect(mails.at(-1)!.data.reason).toBe('Chýba program.');
  });

  it('cancel sets canceledAt and restore clears it; the event stays listed', async () => {
    const { uid } = await submitted();
    await call('POST', `/api/admin/events/${uid}/approve`, { cookie: admin });
    const canceled = await call('POST', `/api/admin/events/${uid}/cancel`, { cookie: admin });
    expect(((await canceled.json()) as { canceledAt: string | null }).canceledAt).toBeTruthy();
    const detail = (await (await call('GET', `/api/events/${uid}`)).json()) as { canceledAt: string | null };
    expect(detail.canceledAt).toBeTruthy();
    const restored = await call('POST', `/api/admin/events/${uid}/restore`, { cookie: admin });
    expect(((await restored.json()) as { canceledAt: string | null }).canceledAt).toBeNull();
  });

  it('an admin creates an approved event and edits it, keeping its uid and images', async () => {
    const created = await call('POST', '/api/admin/events', {
      cookie: admin,
      body: submission({ startAt: localInput(-3), name: 'Minulý meetup' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { uid, status, imageUrl } = (await created.json()) as {
      uid: string;
      status: string;
      imageUrl: string;
    };
    expect(status).toBe('approved');
    const edited = await call('PUT', `/api/admin/events/${uid}`, {
      cookie: admin,
      body: submission({
        name: 'Minulý meetup, opravený',
        image: null,
        organizerImage: null,
        startAt: localInput(-3),
      }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const after = (await edited.json()) as { uid: string; name: string; imageUrl: string };
    expect(after).toMatchObject({ uid, name: 'Minulý meetup, opravený', imageUrl });
    expect(
      (await call('PUT', '/api/admin/events/no-such-event', { cookie: admin, body: submission() })).status,
    ).toBe(404);
  });
});

describe('my submissions', () => {
  interface Mine {
    uid: string;
    name: string;
    status: string;
    rejectionReason: string | null;
  }
  const mine = async (cookie?: string) => {
    const response = await call('GET', '/api/events/my', { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Mine[];
  };

  it('answers 401 to an anonymous caller', async () => {
    const response = await call('GET', '/api/events/my');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it("lists the user's own submissions with their status and the rejection reason, never another's", async () => {
    const other = await registerCandidate(app);
    const othersOwn = await call('POST', '/api/events', {
      cookie: other.cookie,
      body: submission({ name: `Someone else ${unique()}` }),
    });
    expect(othersOwn.status, await othersOwn.clone().text()).toBe(201);
    const othersUid = ((await othersOwn.json()) as { uid: string }).uid;

    const pending = await submitted({ name: `Pending ${unique()}` });
    const approved = await submitted({ name: `Approved ${unique()}` });
    const rejected = await submitted({ name: `Rejected ${unique()}` });
    await call('POST', `/api/admin/events/${approved.uid}/approve`, { cookie: admin });
    await call('POST', `/api/admin/events/${rejected.uid}/reject`, {
      cookie: admin,
      body: { reason: 'Mimo témy portálu.' },
    });

    const items = await mine(submitter.cookie);
    const byUid = new Map(items.map((e) => [e.uid, e]));
    expect(byUid.get(pending.uid)).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(byUid.get(approved.uid)).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(byUid.get(rejected.uid)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Mimo témy portálu.',
    });
    expect(byUid.has(othersUid)).toBe(false);
    // Newest first.
    expect(items.findIndex((e) => e.uid === rejected.uid)).toBeLessThan(
      items.findIndex((e) => e.uid === pending.uid),
    );

    const theirs = await mine(other.cookie);
    expect(theirs.map((e) => e.uid)).toEqual([othersUid]);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await (await call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, unknown> } }>;
    };
    const operation = document.paths['/events/my']?.get;
    expect(operation).toBeDefined();
    expect(operation!.security?.length).toBeGreaterThan(0);
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401']));
  });
});
