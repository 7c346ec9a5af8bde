import type { EventDetail } from '../../../contracts/events.ts';

/**
 * The venue's one line of text as a schema.org PostalAddress: the last comma-separated part is the
 * town ("Nivy Tower, Bratislava"), what precedes it the street; one part alone is the street. Nothing
 * is invented (no postal code or country the submitter did not write).
 */
export function venueAddress(venue: string): Record<string, string> {
  const parts = venue
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const locality = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    ...(parts.length ? { streetAddress: parts.join(', ') } : {}),
    ...(locality ? { addressLocality: locality } : {}),
  };
}

/**
 * schema.org Event of an event (Google's event rich result), cancelled ones marked as such. The
 * venue's address is a PostalAddress. The entry is an Offer that can be taken up until the event
 * ends, at the ticket or registration link (the event's page without one), with its price in euros
 * when the portal knows it (0 and `isAccessibleForFree` for free entry); an event of unknown price
 * and without a ticket link has no offer.
 */
export function eventJsonLd(
  event: EventDetail,
  { url, origin, now = new Date() }: { url: string; origin: string; now?: Date },
) {
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
      : {
          '@type': 'Place',
          name: event.locationName ?? '',
          address: venueAddress(event.locationName ?? ''),
        },
    ...(event.imageUrl ? { image: [absolute(event.imageUrl)] } : {}),
    organizer: {
      '@type': 'Organization',
      name: event.organizer.name,
      url: event.organizer.url,
      ...(event.organizer.imageUrl ? { logo: absolute(event.organizer.imageUrl) } : {}),
    },
    ...(event.price === 0 ? { isAccessibleForFree: true } : {}),
    ...(event.ticketUrl || event.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: event.ticketUrl ?? url,
            ...(event.price !== null ? { price: event.price, priceCurrency: 'EUR' } : {}),
            availability:
              event.canceledAt || new Date(event.endAt) < now
                ? 'https://schema.org/Discontinued'
                : 'https://schema.org/InStock',
            validFrom: event.createdAt,
          },
        }
      : {}),
  };
}
