import type { EventDetail } from '../../../contracts/events.ts';

/** schema.org Event of an event (Google's event rich result), cancelled ones marked as such. */
export function eventJsonLd(event: EventDetail, { url, origin }: { url: string; origin: string }) {
  const absolute = (path: string) => (path.startsWith('http') ? path : origin + path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    inLanguage: event.language,
    url,
    startDate: event.startAt,
    endDate: event.endAt,
    eventStatus: event.canceledAt ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnline
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.isOnline
      ? { '@type': 'VirtualLocation', url: event.url }
      : { '@type': 'Place', name: event.locationName ?? '', address: event.locationName ?? '' },
    ...(event.imageUrl ? { image: [absolute(event.imageUrl)] } : {}),
    organizer: {
      '@type': 'Organization',
      name: event.organizer.name,
      url: event.organizer.url,
      ...(event.organizer.imageUrl ? { logo: absolute(event.organizer.imageUrl) } : {}),
    },
    ...(event.ticketUrl ? { offers: { '@type': 'Offer', url: event.ticketUrl } } : {}),
  };
}
