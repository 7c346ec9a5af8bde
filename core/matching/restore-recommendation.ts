import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { INT4_MAX } from '../../contracts/ids.ts';
import { dismissedJob } from '../../db/schema/candidates.ts';

/**
 * Undoes "not interested" on a recommendation (ADR 127): the candidate's own mark is removed, so the
 * job may be recommended again. Only the account's own mark goes; a job never dismissed, or an id
 * that can name no job, is no change. Whether a mark was removed.
 */
export async function restoreRecommendation({
  db,
  userId,
  jobId,
}: {
  db: Db;
  userId: string;
  jobId: number;
}): Promise<boolean> {
  if (!Number.isInteger(jobId) || jobId < 1 || jobId > INT4_MAX) return false;
  const removed = await db
    .delete(dismissedJob)
    .where(and(eq(dismissedJob.userId, userId), eq(dismissedJob.jobId, jobId)))
    .returning({ jobId: dismissedJob.jobId });
  return removed.length > 0;
}
