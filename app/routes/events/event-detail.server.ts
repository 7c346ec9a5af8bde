import { isbot } from 'isbot';
import { data } from 'react-router';
import { EVENT_UID_PATTERN } from '../../../contracts/events.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { eventJsonLd } from '../../features/events/event-json-ld.ts';
import { sectionBreadcrumbs } from '../../seo/structured-data.ts';
import type { Route } from './+types/event-detail';

/** An approved event by its uid (404 for anything else); a visit is counted once per visitor and day. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, locale, publicUrl, clientIp } = context;
  const uid = params.uid ?? '';
  if (!EVENT_UID_PATTERN.test(uid) || uid.length > 64) throw data(null, { status: 404 });
  let event;
  try {
    event = await services.events.getEvent(uid);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  const session = sessionOf(context);
  const agent = request.headers.get('user-agent') ?? '';
  const [counted, saved] = await Promise.all([
    isbot(agent)
      ? false
      : services.events.recordEventVisit(uid, session ? `user:${session.user.id}` : `${clientIp}\n${agent}`),
    session ? services.saved.listSavedIds(session.user.id, 'event') : Promise.resolve(new Set<string>()),
  ]);
  const url = publicUrl + localizePath(locale, `/events/${uid}`);
  const icsPath = `/api/events/${uid}/calendar.ics?locale=${locale}`;
  return {
    event: { ...event, stats: { visits: event.stats.visits + (counted ? 1 : 0) } },
    saved: saved.has(uid),
    ended: new Date(event.endAt) < new Date(),
    calendar: { ics: icsPath, ...services.events.calendarLinks(event, locale) },
    seo: {
      title: event.name,
      description: event.description.length > 160 ? `${event.description.slice(0, 157)}…` : event.description,
      ...(event.imageUrl ? { image: event.imageUrl, imageAlt: event.name } : {}),
      jsonLd: [
        eventJsonLd(event, { url, origin: publicUrl }),
        sectionBreadcrumbs(context, 'events', { name: event.name, url }),
      ],
    },
  };
}
