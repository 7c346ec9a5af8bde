import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { loadAdminJob } from './job-record.ts';

/** Publishes a job: status published, and the publication date when it has none yet. */
export async function publishJob({
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
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${job.publishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(job.id, id))
    .returning({ id: job.id });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return loadAdminJob(db, id);
}
