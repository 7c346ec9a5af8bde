import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationStatusChange, jobApplication } from '../../db/schema/candidates.ts';
import type { AdminApplication } from '../../contracts/admin.ts';
import type { ApplicationStatus } from '../../contracts/applications.ts';
import { AppError } from '../shared/app-error.ts';
import { getApplication } from './get-application.ts';

/**
 * Moves an application along the pipeline (received → in review → interview → offer → placed →
 * closed). Any step may be chosen: an admin also corrects a mistaken one. The candidate sees the
 * status on their applications page, with each change and its date on the timeline (ADR 122): a
 * change to another status is recorded there, setting the same one again is not.
 */
export async function setApplicationStatus({
  db,
  id,
  status,
  now = new Date(),
}: {
  db: Db;
  id: number;
  status: ApplicationStatus;
  now?: Date;
}): Promise<AdminApplication> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: jobApplication.status })
      .from(jobApplication)
      .where(eq(jobApplication.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    await tx.update(jobApplication).set({ status, updatedAt: now }).where(eq(jobApplication.id, id));
    if (before.status !== status)
      await tx.insert(applicationStatusChange).values({ applicationId: id, status, changedAt: now });
  });
  return getApplication({ db, id });
}
