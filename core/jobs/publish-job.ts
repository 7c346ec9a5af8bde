import { sql } from 'drizzle-orm';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob } from '../../contracts/admin.ts';
import { changeJob, type JobChange } from './job-record.ts';

/** Publishes a job: status published, and the publication date when it has none yet. */
export async function publishJob({ db, id, now = new Date() }: JobChange): Promise<AdminJob> {
  return changeJob(
    db,
    id,
    {
      status: 'published',
      publishedAt: sql`coalesce(${job.publishedAt}, ${now.toISOString()}::timestamptz)`,
    },
    now,
  );
}
