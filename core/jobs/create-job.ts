import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob, JobInput } from '../../contracts/admin.ts';
import { assertPayToPublish, jobValues, loadAdminJob, setJobExpertises } from './job-record.ts';

/** Creates a job as a draft, or published at once with `publish` (JOB_PAY_REQUIRED without pay). */
export async function createJob({
  db,
  input,
  publish = false,
  now = new Date(),
}: {
  db: Db;
  input: JobInput;
  publish?: boolean;
  now?: Date;
}): Promise<AdminJob> {
  if (publish) assertPayToPublish(input);
  const id = await db.transaction(async (tx) => {
    const { values, technologies } = await jobValues(tx, input);
    const [row] = await tx
      .insert(job)
      .values({
        ...values,
        status: publish ? 'published' : 'draft',
        publishedAt: publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: job.id });
    await setJobExpertises(
      tx,
      row!.id,
      technologies.map((t) => t.id),
    );
    return row!.id;
  });
  return loadAdminJob(db, id);
}
