import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { EVENT_PAGE_SIZE, type EventListQuery, type EventPage } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { AppError } from '../shared/app-error.ts';
import { eventColumns, toEventSummary } from './event-row.ts';

interface Cursor {
  /** The last event's end to the microsecond, UTC. */
  at: string;
  uid: string;
}

const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.uid}`).toString('base64url');

function decodeCursor(value: string): Cursor {
  const [at, uid] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!at || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(at) || !/^[a-z0-9-]{1,64}$/.test(uid ?? ''))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { cursor: ['validation.invalid'] } });
  return { at, uid: uid! };
}

/**
 * One page of approved events (docs/product/api-calls.md: ordered and filtered by their end). Upcoming events (not yet
 * ended) come soonest-ending first; past ones most recently ended first. Cancelled events stay listed
 * (marked). Paged by a cursor on (end, uid), so no page repeats or skips an event when events are
 * added between two pages.
 */
export async function listEvents({
  db,
  query,
  now = new Date(),
}: {
  db: Db;
  query: EventListQuery;
  now?: Date;
}): Promise<EventPage> {
  const limit = query.limit ?? EVENT_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const past = query.past === true;
  const where: (SQL | undefined)[] = [
    eq(event.status, 'approved'),
    past ? lt(event.endAt, now) : gte(event.endAt, now),
  ];
  if (query.online !== undefined) where.push(eq(event.isOnline, query.online));
  if (query.language) where.push(eq(event.language, query.language));
  if (cursor) {
    const key = sql`(${cursor.at}::timestamp at time zone 'UTC', ${cursor.uid}::text)`;
    where.push(
      past ? sql`(${event.endAt}, ${event.uid}) < ${key}` : sql`(${event.endAt}, ${event.uid}) > ${key}`,
    );
  }
  const rows = await db
    .select(eventColumns)
    .from(event)
    .where(and(...where))
    .orderBy(...(past ? [desc(event.endAt), desc(event.uid)] : [asc(event.endAt), asc(event.uid)]))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toEventSummary),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.endKey, uid: last.uid }) : null,
  };
}
