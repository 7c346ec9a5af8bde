import { PORTAL_TIME_ZONE, portalCalendarTime } from '../../contracts/dates.ts';
import type { EventDetail } from '../../contracts/events.ts';
import {
  icalParameter,
  icalText,
  icalUri,
  loadIcal,
  serializeCalendar,
  type Ical,
} from '../shared/icalendar.ts';

/**
 * iCalendar (RFC 5545) and calendar links of events: what "add to calendar" downloads and what the
 * subscribable feed serves. An event's start and end are Bratislava wall-clock times with
 * `TZID=Europe/Bratislava`, defined by a VTIMEZONE with the EU summer-time rules (ADR 041); stamps
 * (`DTSTAMP`, `CREATED`, `LAST-MODIFIED`) are UTC as RFC 5545 requires. Every value goes through the
 * portal's iCalendar encoder (core/shared/icalendar.ts, on ical.js's component model; ADR 102).
 */

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

/** The event's UID: its uid at the portal's host, the same in every download and in the feed. */
export const eventIcsUid = (uid: string, publicUrl: string) => `${uid}@${new URL(publicUrl).hostname}`;

export interface CalendarEventContext {
  publicUrl: string;
  /** The event's page (absolute), in the reader's language. */
  pageUrl: string;
  /** The entry in the reader's language ("Entry: €49"), when the price is known. */
  entry?: string | null;
}

/** The properties a VEVENT of the portal may carry (and no other). */
export const VEVENT_PROPERTIES = [
  'uid',
  'dtstamp',
  'created',
  'last-modified',
  'sequence',
  'dtstart',
  'dtend',
  'summary',
  'description',
  'location',
  'url',
  'contact',
  'status',
  'transp',
] as const;

/** `2026-12-01T18:00:00` (jCal's form) of iCalendar's `20261201T180000`. */
const jcalDateTime = (ics: string) =>
  `${ics.slice(0, 4)}-${ics.slice(4, 6)}-${ics.slice(6, 8)}T${ics.slice(9, 11)}:${ics.slice(11, 13)}:${ics.slice(13, 15)}${ics.endsWith('Z') ? 'Z' : ''}`;

/** DTSTART or DTEND as an ical.js property: Bratislava wall-clock time, or UTC in the repeated hour. */
function dateTimeProperty(ICAL: Ical, name: 'DTSTART' | 'DTEND', iso: string) {
  const line = icsDateTimeProperty(name, iso);
  const value = line.slice(line.indexOf(':') + 1);
  const params = line.includes(';TZID=') ? { tzid: PORTAL_TIME_ZONE } : {};
  return new ICAL.Property([name.toLowerCase(), params, 'date-time', jcalDateTime(value)]);
}

const utcProperty = (ICAL: Ical, name: string, iso: string) =>
  new ICAL.Property([name, {}, 'date-time', jcalDateTime(icsTime(iso))]);

function eventComponent(ICAL: Ical, e: EventDetail, { publicUrl, pageUrl, entry }: CalendarEventContext) {
  const where = e.isOnline ? e.url : (e.locationName ?? '');
  const organizerUrl = icalUri(e.organizer.url);
  const organizer = icalParameter(e.organizer.name);
  const description = [
    e.description,
    '',
    entry ?? '',
    pageUrl,
    e.ticketUrl ?? '',
    [organizer, organizerUrl].filter(Boolean).join(': '),
  ]
    .filter((l, i) => l || i === 1)
    .join('\n');
  const vevent = new ICAL.Component('vevent');
  const text = (name: string, value: string) => vevent.addPropertyWithValue(name, icalText(value));
  text('uid', eventIcsUid(e.uid, publicUrl));
  vevent.addProperty(utcProperty(ICAL, 'dtstamp', e.updatedAt));
  vevent.addProperty(utcProperty(ICAL, 'created', e.createdAt));
  vevent.addProperty(utcProperty(ICAL, 'last-modified', e.updatedAt));
  // Changes must raise the sequence: the moment of the last change, in seconds.
  vevent.addPropertyWithValue('sequence', Math.floor(new Date(e.updatedAt).getTime() / 1000) - 1_700_000_000);
  vevent.addProperty(dateTimeProperty(ICAL, 'DTSTART', e.startAt));
  vevent.addProperty(dateTimeProperty(ICAL, 'DTEND', e.endAt));
  text('summary', e.name);
  text('description', description);
  if (where) text('location', where);
  const page = icalUri(pageUrl);
  if (page) vevent.addPropertyWithValue('url', page);
  // The organiser has a name and a web page but no e-mail: ORGANIZER needs a cal-address (mailto:),
  // so the organiser is the event's CONTACT, with the page as its alternative representation.
  if (organizer) {
    vevent.addProperty(
      new ICAL.Property(['contact', organizerUrl ? { altrep: organizerUrl } : {}, 'text', organizer]),
    );
  }
  vevent.addPropertyWithValue('status', e.canceledAt ? 'CANCELLED' : 'CONFIRMED');
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  return vevent;
}

/** A VCALENDAR with the given events (one for a download, all upcoming for the feed). */
export async function eventsCalendar(
  events: { event: EventDetail; pageUrl: string; entry?: string | null }[],
  { publicUrl, name }: { publicUrl: string; name?: string },
): Promise<string> {
  const ICAL = await loadIcal();
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', `-//${new URL(publicUrl).hostname}//Events//EN`);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  if (name) {
    calendar.addPropertyWithValue('x-wr-calname', icalText(name));
    calendar.addPropertyWithValue('x-wr-timezone', PORTAL_TIME_ZONE);
    calendar.addProperty(new ICAL.Property(['refresh-interval', {}, 'duration', 'PT6H']));
  }
  calendar.addSubcomponent(new ICAL.Component(ICAL.parse(BRATISLAVA_VTIMEZONE.join('\r\n')) as never));
  for (const { event, pageUrl, entry } of events) {
    calendar.addSubcomponent(eventComponent(ICAL, event, { publicUrl, pageUrl, entry }));
  }
  return serializeCalendar(ICAL, calendar);
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
