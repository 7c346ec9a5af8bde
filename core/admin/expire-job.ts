import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { loadAdminJob } from './job-record.ts';

/**
 * Ends a job's offer now: valid through now and not available. A published job stays on the portal,
 * shown as not available (SPEC §4), so links to it keep working; unpublish it to hide it.
 */
export async function expireJob({
  db,
  id,
  now = new Date(),
}: {
  db: Db;
  id: number;
  now?: Date;
}): Promise<AdminJob> {
  const updated = await db
    .update(job)
    .set({ validThrough: now, available: false, updatedAt: now })
    .where(eq(job.id, id))
    .returning({ id: job.id });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return loadAdminJob(db, id);
}
