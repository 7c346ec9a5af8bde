import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { EVENT_PAGE_SIZE, type EventListQuery, type EventPage } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { cursorPaging, microsecondMoment, slugKey } from '../shared/cursor.ts';
import { eventColumns, toEventSummary } from './event-row.ts';

/** After (end to the microsecond, UTC; uid). */
const paging = cursorPaging({ at: microsecondMoment, key: slugKey });

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
  const cursor = paging.decode(query.cursor);
  const past = query.past === true;
  const where: (SQL | undefined)[] = [
    eq(event.status, 'approved'),
    past ? lt(event.endAt, now) : gte(event.endAt, now),
  ];
  if (query.online !== undefined) where.push(eq(event.isOnline, query.online));
  if (query.language) where.push(eq(event.language, query.language));
  if (cursor) {
    const key = sql`(${cursor.at}::timestamp at time zone 'UTC', ${cursor.key}::text)`;
    where.push(
      past ? sql`(${event.endAt}, ${event.uid}) < ${key}` : sql`(${event.endAt}, ${event.uid}) > ${key}`,
    );
  }
  const rows = await db
    .select(eventColumns)
    .from(event)
    .where(and(...where))
    .orderBy(...(past ? [desc(event.endAt), desc(event.uid)] : [asc(event.endAt), asc(event.uid)]))
    .limit(paging.rowsFor(limit));
  return paging.page(rows, limit, {
    item: toEventSummary,
    position: (row) => ({ at: row.endKey, key: row.uid }),
  });
}
