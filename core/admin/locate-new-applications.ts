import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';

/**
 * Where the applications nobody acted on yet ("received") are, for the overview's link: the one
 * application when there is one, the job's applications when they all belong to one job, else the
 * oldest one (the next to act on). Null when there are none.
 */
export async function locateNewApplications({
  db,
}: {
  db: Db;
}): Promise<{ applicationId: number } | { jobId: number } | null> {
  const rows = await db
    .select({ id: jobApplication.id, jobId: jobApplication.jobId })
    .from(jobApplication)
    .where(eq(jobApplication.status, 'received'))
    .orderBy(asc(jobApplication.createdAt), asc(jobApplication.id))
    .limit(200);
  const [oldest] = rows;
  if (!oldest) return null;
  if (rows.length > 1 && rows.every((row) => row.jobId === oldest.jobId)) return { jobId: oldest.jobId };
  return { applicationId: oldest.id };
}
