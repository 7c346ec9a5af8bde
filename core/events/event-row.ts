import { randomBytes } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { slugify } from '../../contracts/blog.ts';
import type { EventDetail, EventInput, EventSummary } from '../../contracts/events.ts';
import type { Locale } from '../../contracts/enums.ts';
import { mediaPath } from '../../contracts/media.ts';
import { event } from '../../db/schema/content.ts';

export type EventRow = typeof event.$inferSelect;

/** The URL of a stored image (a media id) or of an older absolute image address. */
export function eventImageUrl(value: string | null): string | null {
  if (!value) return null;
  return /^[a-f0-9]{32}\.(webp|png|jpg)$/.test(value) ? mediaPath(value) : value;
}

/** Every column, plus the end to the microsecond (UTC) for cursors. */
export const eventColumns = {
  ...getTableColumns(event),
  endKey: sql<string>`to_char(${event.endAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
};

export function toEventSummary(row: EventRow): EventSummary {
  return {
    uid: row.uid,
    language: row.language as Locale,
    name: row.name,
    isOnline: row.isOnline,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    imageUrl: eventImageUrl(row.imageUrl),
    locationName: row.locationName,
    organizerName: row.organizerName,
    price: row.priceCents === null ? null : row.priceCents / 100,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

export function toEventDetail(row: EventRow): EventDetail {
  return {
    ...toEventSummary(row),
    description: row.description,
    url: row.url,
    ticketUrl: row.ticketUrl,
    organizer: {
      name: row.organizerName,
      url: row.organizerUrl,
      imageUrl: eventImageUrl(row.organizerImageUrl),
      description: row.organizerDescription,
    },
    location: { name: row.locationName, googlePlaceId: row.googlePlaceId },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats: { visits: row.visits },
  };
}

/** A new event's uid: its name as a slug and a random suffix (at most 57 characters, a saved item's id). */
export function newEventUid(name: string): string {
  const base = slugify(name).slice(0, 48).replace(/-+$/, '') || 'event';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/** The columns an event's fields (docs/product/entities.md) are written to. */
export function eventFieldValues(input: EventInput, language: Locale) {
  return {
    language: input.language ?? language,
    name: input.name,
    description: input.description,
    isOnline: input.isOnline,
    url: input.url,
    ticketUrl: input.ticketUrl,
    priceCents: input.priceCents,
    startAt: input.startAt,
    endAt: input.endAt,
    locationName: input.locationName,
    organizerName: input.organizerName,
    organizerUrl: input.organizerUrl,
    organizerDescription: input.organizerDescription,
  };
}
