/* eslint-disable no-control-regex -- the encoders are tested against control characters */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../../contracts/events.ts';
import { eventsCalendar, VEVENT_PROPERTIES } from '../../core/events/event-calendar.ts';
import { foldContentLine, icalParameter, icalText, icalUri } from '../../core/shared/icalendar.ts';
import { TEXT_BREAKERS } from '../setup/hostile-text.ts';

/** Strings made to break a hand-written calendar: line breaks, quotes, separators, non-BMP characters, injections. */
const hostilePiece = fc.constantFrom(
  ...TEXT_BREAKERS,
  'END:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged@evil.test\r\nSUMMARY:Forged',
  '\r\nATTENDEE;CN="Mallory":mailto:mallory@evil.test',
  '\nATTENDEE:mailto:x@evil.test\n',
  '":mailto:x@evil.test\r\nX-INJECTED:1',
  ' https://evil.test',
);
const hostile = fc
  .array(
    fc.oneof(hostilePiece, fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ maxLength: 8 })),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));
const hostileUrl = fc.oneof(
  fc.webUrl(),
  hostile.map((s) => `https://example.com/${s}`),
  hostile,
  fc.constantFrom(
    'https://example.com/a\r\nATTENDEE:mailto:x@evil.test',
    'javascript:alert(1)',
    'mailto:x@evil.test',
    'https://example.com/"q"',
  ),
);

const eventArbitrary = fc.record({
  name: hostile,
  description: hostile,
  locationName: fc.option(hostile, { nil: null }),
  isOnline: fc.boolean(),
  url: hostileUrl,
  ticketUrl: fc.option(hostileUrl, { nil: null }),
  organizerName: hostile,
  organizerUrl: hostileUrl,
});

type EventFields = typeof eventArbitrary extends fc.Arbitrary<infer T> ? T : never;

function detail(i: number, e: EventFields): EventDetail {
  return {
    uid: `event-${i}`,
    language: 'sk',
    name: e.name,
    isOnline: e.isOnline,
    startAt: '2027-03-10T17:00:00.000Z',
    endAt: '2027-03-10T19:00:00.000Z',
    imageUrl: null,
    locationName: e.locationName,
    organizerName: e.organizerName,
    price: null,
    canceledAt: null,
    description: e.description,
    url: e.url,
    ticketUrl: e.ticketUrl,
    organizer: { name: e.organizerName, url: e.organizerUrl, imageUrl: null, description: null },
    location: { name: e.locationName, googlePlaceId: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    stats: { visits: 0 },
  };
}

/** The calendar of one plain event with the given organiser. */
const organiserCalendar = (organizerName: string, organizerUrl: string) =>
  eventsCalendar(
    [
      {
        event: detail(1, {
          name: 'Meetup',
          description: 'Popis',
          locationName: 'Nivy Tower',
          isOnline: false,
          url: 'https://example.com',
          ticketUrl: null,
          organizerName,
          organizerUrl,
        }),
        pageUrl: 'https://kariera.test/events/event-1',
      },
    ],
    { publicUrl: 'https://kariera.test' },
  );

/** What a TEXT value reads as after the encoder: one LF per line break, a space per tab, no other control character. */
const asWritten = (value: string) =>
  value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');

describe('the iCalendar encoder', () => {
  it('writes 1,000 hostile events as exactly one VEVENT each, with only its own properties, and every text round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArbitrary, { minLength: 1, maxLength: 5 }), async (events) => {
        const details = events.map((e, i) => detail(i, e));
        const text = await eventsCalendar(
          details.map((event) => ({ event, pageUrl: `https://kariera.test/events/${event.uid}` })),
          { publicUrl: 'https://kariera.test', name: `Podujatia ${events[0]!.name}` },
        );
        // Lines end in CRLF, none holds a bare CR or LF, none is longer than 75 octets.
        const lines = text.split('\r\n').slice(0, -1);
        expect(text.endsWith('\r\n')).toBe(true);
        for (const line of lines) {
          expect(line).not.toMatch(/[\r\n]/);
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        }
        const calendar = new ICAL.Component(ICAL.parse(text));
        expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
          asWritten(`Podujatia ${events[0]!.name}`),
        );
        const vevents = calendar.getAllSubcomponents('vevent');
        expect(vevents).toHaveLength(details.length);
        expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual([
          'vtimezone',
          ...details.map(() => 'vevent'),
        ]);
        vevents.forEach((vevent, i) => {
          const e = details[i]!;
          expect(vevent.getAllSubcomponents()).toEqual([]);
          const names = vevent.getAllProperties().map((p) => p.name);
          expect(
            names.every((n) => (VEVENT_PROPERTIES as readonly string[]).includes(n)),
            names.join(),
          ).toBe(true);
          expect(new Set(names).size).toBe(names.length);
          expect(vevent.getFirstPropertyValue('uid')).toBe(`${e.uid}@kariera.test`);
          expect(vevent.getFirstPropertyValue('summary')).toBe(asWritten(e.name));
          expect(String(vevent.getFirstPropertyValue('description'))).toContain(asWritten(e.description));
          const where = e.isOnline ? e.url : (e.locationName ?? '');
          expect(vevent.getFirstPropertyValue('location') ?? '').toBe(where ? asWritten(where) : '');
          expect(vevent.getFirstPropertyValue('url')).toBe(`https://kariera.test/events/${e.uid}`);
          const contact = vevent.getFirstProperty('contact');
          const organizer = icalParameter(e.organizer.name);
          expect(contact?.getFirstValue() ?? '').toBe(organizer);
          if (contact) {
            const altrep = contact.getParameter('altrep');
            expect(altrep ?? null).toBe(icalUri(e.organizer.url));
            expect(Object.keys(contact.toJSON()[1] as object).filter((k) => k !== 'altrep')).toEqual([]);
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  it('turns the audit’s organiser payload into text of one event', async () => {
    const text = await organiserCalendar(
      'Evil"\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:Forged\r\nATTENDEE:mailto:a@evil.test',
      'https://evil.test/\r\nATTENDEE:mailto:b@evil.test',
    );
    expect(text.split('\r\n').filter((l) => /^(BEGIN:VEVENT|ATTENDEE|ORGANIZER)/.test(l))).toEqual([
      'BEGIN:VEVENT',
    ]);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('contact')!.getParameter('altrep')).toBeUndefined();
    expect(vevent.getFirstPropertyValue('contact')).toBe(
      'Evil" END:VEVENT BEGIN:VEVENT UID:forged SUMMARY:Forged ATTENDEE:mailto:a@evil.test',
    );
  });

  it('gives the organiser as CONTACT with the page as ALTREP, never as ORGANIZER (which needs an e-mail)', async () => {
    const text = await organiserCalendar('Slovak Java User Group, o. z.', 'https://sjug.sk/meetups?x=1;y=2');
    expect(text.replace(/\r\n /g, '')).toContain(
      'CONTACT;ALTREP="https://sjug.sk/meetups?x=1;y=2":Slovak Java User Group\\, o. z.',
    );
    expect(text).not.toContain('ORGANIZER');
  });
});

describe('iCalendar values', () => {
  it('folds any line into lines of at most 75 octets that join back to it, never inside a character', () => {
    fc.assert(
      // A content line holds no line break (RFC 5545 §3.1: text values are escaped before folding).
      fc.property(
        fc.string({ unit: 'binary', maxLength: 400 }).filter((s) => !s.includes('\r\n')),
        (line) => {
          const folded = foldContentLine(line);
          const parts = folded.split('\r\n');
          for (const [i, part] of parts.entries()) {
            expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
            if (i > 0) expect(part.startsWith(' ')).toBe(true);
            // No lone surrogate: a pair is never split.
            expect(part.isWellFormed()).toBe(line.isWellFormed() ? true : part.isWellFormed());
          }
          expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
        },
      ),
    );
  });

  it('keeps only single http(s) addresses as URIs', () => {
    expect(icalUri('https://example.com/a b')).toBeNull();
    expect(icalUri('https://example.com/\r\nATTENDEE:x')).toBeNull();
    expect(icalUri('javascript:alert(1)')).toBeNull();
    expect(icalUri('mailto:a@b.sk')).toBeNull();
    expect(icalUri('https://example.com/"x"')).toBe('https://example.com/%22x%22');
    expect(icalUri('https://žilina.sk/podujatia')).toMatch(/^https:\/\/xn--ilina-[a-z0-9]+\.sk\/podujatia$/);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const uri = icalUri(`https://example.com/${s}`);
        if (uri !== null) expect(uri).not.toMatch(/[\s"\u0000-\u001f\u007f-\u009f]/);
      }),
    );
  });

  it('leaves no control character but LF in a text value and no line break in a parameter', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(icalText(s)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(icalParameter(s)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      }),
    );
  });
});
