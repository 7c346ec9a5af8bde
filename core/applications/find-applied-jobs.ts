import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';

/** Which of `jobIds` the candidate has already applied for ("already responded" on lists and details). */
export async function findAppliedJobs({
  db,
  userId,
  jobIds,
}: {
  db: Db;
  userId: string;
  jobIds: number[];
}): Promise<Set<number>> {
  if (!jobIds.length) return new Set();
  const rows = await db
    .select({ jobId: jobApplication.jobId })
    .from(jobApplication)
    .where(and(eq(jobApplication.userId, userId), inArray(jobApplication.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}
