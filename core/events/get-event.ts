import { and, eq } from 'drizzle-orm';
import type { EventDetail } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { AppError } from '../shared/app-error.ts';
import { toEventDetail } from './event-row.ts';

/** An approved event by its uid (cancelled ones too, marked); pending or rejected ones are NOT_FOUND. */
export async function getEvent({ db, uid }: { db: Db; uid: string }): Promise<EventDetail> {
  const [row] = await db
    .select()
    .from(event)
    .where(and(eq(event.uid, uid), eq(event.status, 'approved')));
  if (!row) throw new AppError('NOT_FOUND');
  return toEventDetail(row);
}
