import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { event } from '../../db/schema/index.ts';
import { apiCaller, fileTestApp } from '../setup/api-users.ts';

const app = fileTestApp({ RATE_LIMIT_SCALE: '50' });
const call = apiCaller(app);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unique = () => randomBytes(4).toString('hex');

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

function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
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
  it('answers an .ics that an iCalendar parser reads, with a stable UID, UTC times and escaped text', async () => {
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
    expect(parsed!.startDate.zone?.tzid).toBe('UTC');
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

  it('lists approved upcoming events in the sitemap', async () => {
    const e = await insertEvent();
    const xml = await (await app().app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>https://kariera.test/events/${e.uid}</loc>`);
    expect(xml).toContain(`hreflang="de" href="https://kariera.test/de/events/${e.uid}"`);
  });
});
