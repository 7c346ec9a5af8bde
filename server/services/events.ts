import type { Locale } from '../../contracts/enums.ts';
import type { AdminEventListQuery, EventDetail, EventInput, EventListQuery } from '../../contracts/events.ts';
import { calendarLinks, eventsCalendar } from '../../core/events/event-calendar.ts';
import { eventPriceText } from '../../core/events/event-price.ts';
import type { EventImageUploads } from '../../core/events/event-images.ts';
import { getAdminEvent } from '../../core/events/get-admin-event.ts';
import { getEvent } from '../../core/events/get-event.ts';
import { listAdminEvents } from '../../core/events/list-admin-events.ts';
import { listCalendarEvents } from '../../core/events/list-calendar-events.ts';
import { listEvents } from '../../core/events/list-events.ts';
import { listMyEvents } from '../../core/events/list-my-events.ts';
import { eventVisitSecret, recordEventVisit } from '../../core/events/record-event-visit.ts';
import { reviewEvent } from '../../core/events/review-event.ts';
import { saveEvent } from '../../core/events/save-event.ts';
import { setEventCanceled } from '../../core/events/set-event-canceled.ts';
import { submitEvent } from '../../core/events/submit-event.ts';
import { localizePath } from '../../core/shared/locale.ts';
import type { ServiceContext } from './context.ts';

/** The events' use cases bound to this process's adapters: reading for everyone, submitting, moderating. */
export function createEventsServices({ db, files, images, mail, publicUrl, formDeps, i18n }: ServiceContext) {
  let secret: Promise<string> | undefined;
  const pageUrl = (uid: string, locale: Locale) => publicUrl + localizePath(locale, `/events/${uid}`);
  /** An event in a calendar: its page and its entry in the reader's language. */
  const calendarEntry = (e: EventDetail, locale: Locale) => {
    const t = i18n.t(locale) as unknown as (key: string, values?: Record<string, unknown>) => string;
    const price = eventPriceText(e.price, locale, (key) => t(`events:${key}`));
    return {
      event: e,
      pageUrl: pageUrl(e.uid, locale),
      entry: price === null ? null : t('events:price.calendar', { price }),
    };
  };
  return {
    listEvents: (query: EventListQuery) => listEvents({ db, query }),
    getEvent: (uid: string) => getEvent({ db, uid }),
    /** Counts a visit once per visitor and day; `visitor` is `user:<id>` or the address and browser. */
    recordEventVisit: async (uid: string, visitor: string) =>
      recordEventVisit({ db, uid, visitor, secret: await (secret ??= eventVisitSecret({ db })) }),
    /** The iCalendar file of one approved event (NOT_FOUND otherwise). */
    calendarFile: async (uid: string, locale: Locale) => {
      const found = await getEvent({ db, uid });
      return eventsCalendar([calendarEntry(found, locale)], { publicUrl });
    },
    /** The subscribable calendar: every approved event that has not ended. */
    calendarFeed: async (locale: Locale, name: string) =>
      eventsCalendar(
        (await listCalendarEvents({ db })).map((e) => calendarEntry(e, locale)),
        { publicUrl, name },
      ),
    /** Approved events that have not ended (the sitemap). */
    listCalendarEvents: () => listCalendarEvents({ db }),
    /** Google Calendar and Outlook links of an event. */
    calendarLinks: (found: EventDetail, locale: Locale) => calendarLinks(found, pageUrl(found.uid, locale)),
    /** A signed-in user's submission: pending until an admin approves it; the staff are told. */
    submitEvent: (userId: string, input: EventInput, uploads: EventImageUploads, locale: Locale) =>
      submitEvent({ ...formDeps, files, images, userId, input, uploads, locale }),
    /** The events a user submitted, with their status. */
    listMyEvents: (userId: string) => listMyEvents({ db, userId }),
    admin: {
      listAdminEvents: (query: AdminEventListQuery) => listAdminEvents({ db, query }),
      getAdminEvent: (uid: string) => getAdminEvent({ db, uid }),
      /** Creates (approved) or changes an event. */
      saveEvent: (input: EventInput, uploads: EventImageUploads, locale: Locale, uid?: string) =>
        saveEvent({ db, files, images, input, uploads, locale, ...(uid ? { uid } : {}) }),
      /** Approves a pending event or rejects it with a reason; the submitter is told. */
      reviewEvent: (uid: string, decision: 'approved' | 'rejected', reason?: string) =>
        reviewEvent({ db, mail, publicUrl, uid, decision, reason }),
      setEventCanceled: (uid: string, canceled: boolean) => setEventCanceled({ db, uid, canceled }),
    },
  };
}
