import type { Locale } from '../contracts/enums.ts';
import type { EventDetail, EventListQuery } from '../contracts/events.ts';
import type { Db } from '../db/client.ts';
import { calendarLinks, eventsCalendar } from '../core/events/event-calendar.ts';
import { getEvent } from '../core/events/get-event.ts';
import { listCalendarEvents } from '../core/events/list-calendar-events.ts';
import { listEvents } from '../core/events/list-events.ts';
import { eventVisitSecret, recordEventVisit } from '../core/events/record-event-visit.ts';
import { localizePath } from '../core/shared/locale.ts';

/** The events' use cases bound to this process's adapters. */
export function createEventServices({ db, publicUrl }: { db: Db; publicUrl: string }) {
  let secret: Promise<string> | undefined;
  const pageUrl = (uid: string, locale: Locale) => publicUrl + localizePath(locale, `/events/${uid}`);
  return {
    events: {
      list: (query: EventListQuery) => listEvents({ db, query }),
      get: (uid: string) => getEvent({ db, uid }),
      /** Counts a visit once per visitor and day; `visitor` is `user:<id>` or the address and browser. */
      recordVisit: async (uid: string, visitor: string) =>
        recordEventVisit({ db, uid, visitor, secret: await (secret ??= eventVisitSecret({ db })) }),
      /** The iCalendar file of one approved event (NOT_FOUND otherwise). */
      calendarFile: async (uid: string, locale: Locale) => {
        const found = await getEvent({ db, uid });
        return eventsCalendar([{ event: found, pageUrl: pageUrl(uid, locale) }], { publicUrl });
      },
      /** The subscribable calendar: every approved event that has not ended. */
      calendarFeed: async (locale: Locale, name: string) =>
        eventsCalendar(
          (await listCalendarEvents({ db })).map((e) => ({ event: e, pageUrl: pageUrl(e.uid, locale) })),
          { publicUrl, name },
        ),
      /** Approved events that have not ended (the sitemap). */
      listCalendar: () => listCalendarEvents({ db }),
      /** Google Calendar and Outlook links of an event. */
      calendarLinks: (found: EventDetail, locale: Locale) => calendarLinks(found, pageUrl(found.uid, locale)),
    },
  };
}
