import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import { ownAlerts } from './list-my-job-alerts.ts';

/** Deletes an alert of the account with what it mailed; another person's alert is NOT_FOUND. */
export async function deleteJobAlert({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: number;
}): Promise<void> {
  const deleted = await db
    .delete(jobAlert)
    .where(and(eq(jobAlert.id, id), await ownAlerts(db, userId)))
    .returning({ id: jobAlert.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
}
