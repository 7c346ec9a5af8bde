import type { EventDetail } from '../../contracts/events.ts';

/**
 * iCalendar (RFC 5545) and calendar links of events: what "add to calendar" downloads and what the
 * subscribable feed serves. Times are UTC; text is escaped; lines end in CRLF and are folded at
 * 75 octets without splitting a UTF-8 character.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20261201T170000Z` */
export const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

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
    `DTSTART:${icsTime(e.startAt)}`,
    `DTEND:${icsTime(e.endAt)}`,
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
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT6H'] : []),
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
