import { PORTAL_TIME_ZONE, portalCalendarTime } from '../../contracts/dates.ts';
import type { EventDetail } from '../../contracts/events.ts';

/**
 * iCalendar (RFC 5545) and calendar links of events: what "add to calendar" downloads and what the
 * subscribable feed serves. An event's start and end are Bratislava wall-clock times with
 * `TZID=Europe/Bratislava`, defined by a VTIMEZONE with the EU summer-time rules (ADR 041); stamps
 * (`DTSTAMP`, `CREATED`, `LAST-MODIFIED`) are UTC as RFC 5545 requires. Text is escaped; lines end in
 * CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20261201T170000Z` */
export const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Europe/Bratislava as a VTIMEZONE (RFC 5545 §3.6.5): CET, and CEST from the last Sunday of March
 * 01:00 UTC to the last Sunday of October 01:00 UTC (the EU rule since 1996).
 */
export const BRATISLAVA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PORTAL_TIME_ZONE}`,
  `X-LIC-LOCATION:${PORTAL_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The Bratislava offset from UTC at an instant, in milliseconds. */
function offsetAt(at: number): number {
  const wall = portalCalendarTime(at);
  const asUtc = Date.UTC(
    Number(wall.slice(0, 4)),
    Number(wall.slice(4, 6)) - 1,
    Number(wall.slice(6, 8)),
    Number(wall.slice(9, 11)),
    Number(wall.slice(11, 13)),
    Number(wall.slice(13, 15)),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * `DTSTART;TZID=Europe/Bratislava:20261201T180000` (or DTEND). A wall-clock time that occurs twice
 * (the hour repeated when summer time ends) means its first occurrence (RFC 5545 §3.3.5), so an
 * instant in the second one is written in UTC instead.
 */
export function icsDateTimeProperty(name: 'DTSTART' | 'DTEND', iso: string): string {
  const at = new Date(iso).getTime();
  const backwards = offsetAt(at - 3_600_000) - offsetAt(at);
  const repeated = backwards > 0 && portalCalendarTime(at - backwards) === portalCalendarTime(at);
  return repeated ? `${name}:${icsTime(iso)}` : `${name};TZID=${PORTAL_TIME_ZONE}:${portalCalendarTime(at)}`;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length ? MAX_OCTETS - 1 : MAX_OCTETS;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The event's UID: its uid at the portal's host, the same in every download and in the feed. */
export const eventIcsUid = (uid: string, publicUrl: string) => `${uid}@${new URL(publicUrl).hostname}`;

export interface CalendarEventContext {
  publicUrl: string;
  /** The event's page (absolute), in the reader's language. */
  pageUrl: string;
}

function eventLines(e: EventDetail, { publicUrl, pageUrl }: CalendarEventContext): string[] {
  const where = e.isOnline ? e.url : (e.locationName ?? '');
  const description = [e.description, '', pageUrl, e.ticketUrl ?? '']
    .filter((l, i) => l || i === 1)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${eventIcsUid(e.uid, publicUrl)}`,
    `DTSTAMP:${icsTime(e.updatedAt)}`,
    `CREATED:${icsTime(e.createdAt)}`,
    `LAST-MODIFIED:${icsTime(e.updatedAt)}`,
    // Changes must raise the sequence: the moment of the last change, in seconds.
    `SEQUENCE:${Math.floor(new Date(e.updatedAt).getTime() / 1000) - 1_700_000_000}`,
    icsDateTimeProperty('DTSTART', e.startAt),
    icsDateTimeProperty('DTEND', e.endAt),
    `SUMMARY:${escapeText(e.name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    `URL:${pageUrl}`,
    `ORGANIZER;CN="${e.organizer.name.replace(/["\\]/g, '')}":${e.organizer.url}`,
    `STATUS:${e.canceledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A VCALENDAR with the given events (one for a download, all upcoming for the feed). */
export function eventsCalendar(
  events: { event: EventDetail; pageUrl: string }[],
  { publicUrl, name }: { publicUrl: string; name?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${new URL(publicUrl).hostname}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name
      ? [
          `X-WR-CALNAME:${escapeText(name)}`,
          `X-WR-TIMEZONE:${PORTAL_TIME_ZONE}`,
          'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
        ]
      : []),
    ...BRATISLAVA_VTIMEZONE,
    ...events.flatMap(({ event, pageUrl }) => eventLines(event, { publicUrl, pageUrl })),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** "Add to Google Calendar" and "Add to Outlook" links of an event. */
export function calendarLinks(e: EventDetail, pageUrl: string): { google: string; outlook: string } {
  const where = e.isOnline ? e.url : (e.locationName ?? '');
  const details = `${e.description.length > 1000 ? `${e.description.slice(0, 999)}…` : e.description}\n\n${pageUrl}`;
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.name,
    dates: `${icsTime(e.startAt)}/${icsTime(e.endAt)}`,
    details,
    location: where,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.name,
    startdt: new Date(e.startAt).toISOString(),
    enddt: new Date(e.endAt).toISOString(),
    body: details,
    location: where,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
