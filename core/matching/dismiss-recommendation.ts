import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { INT4_MAX } from '../../contracts/ids.ts';
import { candidateProfile, dismissedJob } from '../../db/schema/candidates.ts';
import { job } from '../../db/schema/jobs.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * "Not interested" on a recommendation (ADR 127): the candidate's own mark, so the job is never
 * recommended to them again. Only an account with a candidate profile has recommendations
 * (FORBIDDEN otherwise); a job id that names no job is NOT_FOUND. Dismissing twice is one mark.
 */
export async function dismissRecommendation({
  db,
  userId,
  jobId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  jobId: number;
  now?: Date;
}): Promise<void> {
  if (!Number.isInteger(jobId) || jobId < 1 || jobId > INT4_MAX) throw new AppError('NOT_FOUND');
  const [candidate] = await db
    .select({ userId: candidateProfile.userId })
    .from(candidateProfile)
    .where(eq(candidateProfile.userId, userId));
  if (!candidate) throw new AppError('FORBIDDEN');
  const [found] = await db.select({ id: job.id }).from(job).where(eq(job.id, jobId));
  if (!found) throw new AppError('NOT_FOUND');
  await db.insert(dismissedJob).values({ userId, jobId, dismissedAt: now }).onConflictDoNothing();
}
