import { eq } from 'drizzle-orm';
import type { AdminEvent } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { AppError } from '../shared/app-error.ts';
import { getAdminEvent } from './get-admin-event.ts';

/**
 * Cancels an event (sets `canceledAt`; docs/product/states.md) or restores it (clears it). The event stays listed,
 * marked; its calendar entries turn `STATUS:CANCELLED` and back, under the same UID.
 */
export async function setEventCanceled({
  db,
  uid,
  canceled,
  now = new Date(),
}: {
  db: Db;
  uid: string;
  canceled: boolean;
  now?: Date;
}): Promise<AdminEvent> {
  const [row] = await db.select({ canceledAt: event.canceledAt }).from(event).where(eq(event.uid, uid));
  if (!row) throw new AppError('NOT_FOUND');
  if (Boolean(row.canceledAt) !== canceled)
    await db
      .update(event)
      .set({ canceledAt: canceled ? now : null, updatedAt: now })
      .where(eq(event.uid, uid));
  return getAdminEvent({ db, uid });
}
