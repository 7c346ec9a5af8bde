import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dismissedJob } from '../../db/schema/candidates.ts';
import { job } from '../../db/schema/jobs.ts';

/** How many of the jobs set aside the profile lists, the newest marks first. */
export const DISMISSED_JOBS_SHOWN = 50;

/** A job the candidate marked "not interested" (ADR 127), as the profile lists it. */
export interface DismissedJobView {
  id: number;
  name: string;
  partner: string;
  city: string;
  dismissedAt: string;
}

/**
 * The jobs the candidate marked "not interested", newest marks first (at most
 * `DISMISSED_JOBS_SHOWN`), so that one can be recommended again. Only the account's own marks.
 */
export async function listDismissedJobs({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<DismissedJobView[]> {
  const rows = await db
    .select({
      id: job.id,
      name: job.name,
      partner: job.partner,
      city: job.city,
      dismissedAt: dismissedJob.dismissedAt,
    })
    .from(dismissedJob)
    .innerJoin(job, eq(job.id, dismissedJob.jobId))
    .where(eq(dismissedJob.userId, userId))
    .orderBy(desc(dismissedJob.dismissedAt), desc(job.id))
    .limit(DISMISSED_JOBS_SHOWN);
  return rows.map((r) => ({ ...r, dismissedAt: r.dismissedAt.toISOString() }));
}
