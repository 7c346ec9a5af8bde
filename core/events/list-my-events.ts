import { desc, eq } from 'drizzle-orm';
import type { EventStatus, MyEvent } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';

/** The events a user submitted, newest first, with where they stand (and why one was rejected). */
export async function listMyEvents({ db, userId }: { db: Db; userId: string }): Promise<MyEvent[]> {
  const rows = await db
    .select()
    .from(event)
    .where(eq(event.createdByUserId, userId))
    .orderBy(desc(event.createdAt), desc(event.uid));
  return rows.map((r) => ({
    uid: r.uid,
    name: r.name,
    startAt: r.startAt.toISOString(),
    status: r.status as EventStatus,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    canceledAt: r.canceledAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
