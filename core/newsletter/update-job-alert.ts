import { and, eq, ne } from 'drizzle-orm';
import type { JobAlertFrequency } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import { ownAlerts } from './list-my-job-alerts.ts';

/**
 * Pauses or resumes an alert of the account, or changes its frequency. Another person's alert is
 * NOT_FOUND (nobody learns it exists); a pending alert is resumed only by its confirmation link.
 */
export async function updateJobAlert({
  db,
  userId,
  id,
  changes,
}: {
  db: Db;
  userId: string;
  id: number;
  changes: { status?: 'active' | 'paused' | undefined; frequency?: JobAlertFrequency | undefined };
}): Promise<void> {
  const [alert] = await db
    .select({ status: jobAlert.status })
    .from(jobAlert)
    .where(and(eq(jobAlert.id, id), await ownAlerts(db, userId), ne(jobAlert.status, 'unsubscribed')));
  if (!alert) throw new AppError('NOT_FOUND');
  const status = changes.status && alert.status !== 'pending' ? changes.status : undefined;
  if (!status && !changes.frequency) return;
  await db
    .update(jobAlert)
    .set({ ...(status ? { status } : {}), ...(changes.frequency ? { frequency: changes.frequency } : {}) })
    .where(eq(jobAlert.id, id));
}
