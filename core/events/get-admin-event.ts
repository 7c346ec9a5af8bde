import { eq } from 'drizzle-orm';
import type { AdminEvent } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { AppError } from '../shared/app-error.ts';
import { adminEventSelect, toAdminEvent } from './admin-event-row.ts';

/** An event in any state, with who submitted it (NOT_FOUND when there is none). */
export async function getAdminEvent({ db, uid }: { db: Db; uid: string }): Promise<AdminEvent> {
  const [row] = await adminEventSelect(db).where(eq(event.uid, uid));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminEvent(row);
}
