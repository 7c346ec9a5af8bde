import { Hono } from 'hono';
import { type Locale, locales } from '../contracts/enums.ts';
import { localizePath } from '../core/shared/locale.ts';
import { conditionalGet } from './http/conditional-get.ts';
import type { ServerI18n } from './i18n.ts';
import type { Services } from './services/index.ts';

/** The path of the subscribable calendar: /events.ics, /en/events.ics, /de/events.ics (links in that language). */
export const eventsFeedPath = (locale: Locale) => localizePath(locale, '/events.ics');

/** The latest `LAST-MODIFIED` (UTC, `20261201T180000Z`) of the calendar's events, or null without events. */
function newestChange(ics: string): Date | null {
  let newest: string | null = null;
  for (const [, stamp] of ics.matchAll(/^LAST-MODIFIED:(\d{8}T\d{6}Z)\r?$/gm))
    if (stamp && (newest === null || stamp > newest)) newest = stamp;
  if (!newest) return null;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(newest) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/**
 * The calendar a calendar app subscribes to (RFC 5545): every approved event that has not ended,
 * cancelled ones marked `STATUS:CANCELLED`, each with the UID its single download has too. An ETag of
 * the calendar and its latest change as Last-Modified: a subscription that polls gets 304 meanwhile.
 */
export function createEventsFeedRoutes({ services, i18n }: { services: Services; i18n: ServerI18n }) {
  const app = new Hono();
  for (const locale of locales) {
    app.get(eventsFeedPath(locale), async (c) => {
      const body = await services.events.calendarFeed(locale, i18n.t(locale)('events:calendar.feedName'));
      return conditionalGet(c.req.raw, body, {
        lastModified: newestChange(body),
        headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public, max-age=900' },
      });
    });
  }
  return app;
}
