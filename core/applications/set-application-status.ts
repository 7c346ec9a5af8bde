import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import type { AdminApplication } from '../../contracts/admin.ts';
import type { ApplicationStatus } from '../../contracts/applications.ts';
import { AppError } from '../shared/app-error.ts';
import { getApplication } from './get-application.ts';

/**
 * Moves an application along the pipeline (received → in review → interview → offer → placed →
 * closed). Any step may be chosen: an admin also corrects a mistaken one. The candidate sees the
 * status on their applications page.
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
  const updated = await db
    .update(jobApplication)
    .set({ status, updatedAt: now })
    .where(eq(jobApplication.id, id))
    .returning({ id: jobApplication.id });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return getApplication({ db, id });
}
