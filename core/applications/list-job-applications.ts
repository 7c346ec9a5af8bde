import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import type { AdminApplication } from '../../contracts/admin.ts';
import { applicationsQuery, toAdminApplication } from './application-record.ts';

/** The applications for a job, newest first. */
export async function listJobApplications({
  db,
  jobId,
}: {
  db: Db;
  jobId: number;
}): Promise<AdminApplication[]> {
  const rows = await applicationsQuery(db)
    .where(eq(jobApplication.jobId, jobId))
    .orderBy(desc(jobApplication.createdAt), desc(jobApplication.id))
    .limit(1000);
  return rows.map(toAdminApplication);
}
