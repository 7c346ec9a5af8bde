import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob, JobInput } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { assertPayToPublish, jobValues, loadAdminJob, setJobExpertises } from './job-record.ts';

/**
 * Replaces every field of a job (its status and publication date stay); NOT_FOUND when there is none,
 * JOB_PAY_REQUIRED when a published job would lose its pay.
 */
export async function updateJob({
  db,
  id,
  input,
}: {
  db: Db;
  id: number;
  input: JobInput;
}): Promise<AdminJob> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: job.status }).from(job).where(eq(job.id, id));
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'published') assertPayToPublish(input);
    const { values, technologies } = await jobValues(tx, input);
    const updated = await tx.update(job).set(values).where(eq(job.id, id)).returning({ id: job.id });
    if (!updated[0]) throw new AppError('NOT_FOUND');
    await setJobExpertises(
      tx,
      id,
      technologies.map((t) => t.id),
    );
  });
  return loadAdminJob(db, id);
}
