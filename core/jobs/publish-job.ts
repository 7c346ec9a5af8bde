import { eq, sql } from 'drizzle-orm';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJob } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { assertPayToPublish, changeJob, type JobChange } from './job-record.ts';

/**
 * Publishes a job: status published, and the publication date when it has none yet. NOT_FOUND when
 * there is none; JOB_PAY_REQUIRED when it states no pay (a salary range or a rate): it stays a draft.
 */
export async function publishJob({ db, id, now = new Date() }: JobChange): Promise<AdminJob> {
  const [pay] = await db
    .select({
      legalRelationType: job.legalRelationType,
      hourlyRate: job.hourlyRate,
      mdBudgetFrom: job.mdBudgetFrom,
      mdBudgetTo: job.mdBudgetTo,
      monthlySalaryFrom: job.monthlySalaryFrom,
      monthlySalaryTo: job.monthlySalaryTo,
    })
    .from(job)
    .where(eq(job.id, id));
  if (!pay) throw new AppError('NOT_FOUND');
  assertPayToPublish(pay);
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
