import { Hono } from 'hono';
import { type Locale, locales } from '../contracts/enums.ts';
import { localizePath } from '../core/shared/locale.ts';
import type { ServerI18n } from './i18n.ts';
import type { Services } from './services/index.ts';

/** The path of the subscribable calendar: /events.ics, /en/events.ics, /de/events.ics (links in that language). */
export const eventsFeedPath = (locale: Locale) => localizePath(locale, '/events.ics');

/**
 * The calendar a calendar app subscribes to (RFC 5545): every approved event that has not ended,
 * cancelled ones marked `STATUS:CANCELLED`, each with the UID its single download has too.
 */
export function createEventsFeedRoutes({ services, i18n }: { services: Services; i18n: ServerI18n }) {
  const app = new Hono();
  for (const locale of locales) {
    app.get(eventsFeedPath(locale), async (c) => {
      const body = await services.events.calendarFeed(locale, i18n.t(locale)('events:calendar.feedName'));
      return c.body(body, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'public, max-age=900',
      });
    });
  }
  return app;
}
