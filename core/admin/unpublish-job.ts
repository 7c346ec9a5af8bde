import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { loadAdminJob } from './job-record.ts';

/** Takes a job off the portal (status unpublished); its publication date stays for a later publish. */
export async function unpublishJob({
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
    .set({ status: 'unpublished', updatedAt: now })
    .where(eq(job.id, id))
    .returning({ id: job.id });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return loadAdminJob(db, id);
}
