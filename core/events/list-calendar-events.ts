import { and, asc, eq, gte } from 'drizzle-orm';
import type { EventDetail } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { toEventDetail } from './event-row.ts';

/** At most this many events in the calendar feed. */
const FEED_MAX = 500;

/**
 * The approved events that have not ended, soonest first, for the subscribable calendar: cancelled
 * ones included, so a calendar that subscribed marks them cancelled instead of keeping them.
 */
export async function listCalendarEvents({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<EventDetail[]> {
  const rows = await db
    .select()
    .from(event)
    .where(and(eq(event.status, 'approved'), gte(event.endAt, now)))
    .orderBy(asc(event.startAt), asc(event.uid))
    .limit(FEED_MAX);
  return rows.map(toEventDetail);
}
