import { desc, eq, sql } from 'drizzle-orm';
import type { CommissionType, MyReferral, ReferralStatus } from '../../contracts/referrals.ts';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { referral } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';
import { applicationTimelines } from '../applications/application-timelines.ts';
import { commissionOf } from './referral-record.ts';

/** Statuses at which the referred candidate has agreed and stays in the programme: the referrer may follow them. */
const FOLLOWED: readonly ReferralStatus[] = ['consented', 'placed', 'paid', 'closed'];
/** Statuses at which the placement has started: the commission runs. */
const PLACED: readonly ReferralStatus[] = ['placed', 'paid'];

/**
 * The referrals a signed-in user submitted, newest first, as they may see them: no candidate
 * contact and no CV. Once the candidate agreed and applied for the job, the application's timeline
 * (statuses and dates only, ADR 122); once the placement starts, the commission's state.
 */
export async function listMyReferrals({ db, userId }: { db: Db; userId: string }): Promise<MyReferral[]> {
  const rows = await db
    .select({
      createdAt: referral.createdAt,
      candidateName: referral.candidateName,
      jobId: job.id,
      jobName: job.name,
      jobLength: job.projectLengthInMonths,
      projectText: referral.projectText,
      status: referral.status,
      commissionType: referral.commissionType,
      projectLengthInMonths: referral.projectLengthInMonths,
      workedMonths: referral.workedMonths,
      workedDays: referral.workedDays,
      // The referred candidate's application for the job, matched by their address.
      applicationId: sql<number | null>`(select a.id from ${jobApplication} a
        where a.job_id = ${referral.jobId} and lower(a.email) = lower(${referral.candidateEmail})
        order by a.id limit 1)`,
    })
    .from(referral)
    .leftJoin(job, eq(job.id, referral.jobId))
    .where(eq(referral.referrerUserId, userId))
    .orderBy(desc(referral.createdAt))
    .limit(200);
  const followed = rows.filter(
    (r) => FOLLOWED.includes(r.status as ReferralStatus) && r.applicationId !== null,
  );
  const timelines = await applicationTimelines(
    db,
    followed.map((r) => Number(r.applicationId)),
  );
  return rows.map((r) => {
    const status = r.status as ReferralStatus;
    const commissionType = r.commissionType as CommissionType;
    const length = r.projectLengthInMonths ?? r.jobLength ?? null;
    const commission = PLACED.includes(status) ? commissionOf(commissionType, length, r) : null;
    return {
      createdAt: r.createdAt.toISOString(),
      candidateName: status === 'removed' ? null : r.candidateName,
      job: r.jobId !== null && r.jobName !== null ? { id: r.jobId, name: r.jobName } : null,
      projectText: r.projectText,
      status,
      commissionType,
      timeline:
        FOLLOWED.includes(status) && r.applicationId !== null
          ? (timelines.get(Number(r.applicationId)) ?? [])
          : null,
      commission: commission
        ? {
            state: status === 'paid' ? 'paid' : commission.due ? 'due' : 'accruing',
            amount: commission.amount,
            workedMonths: Math.max(0, r.workedMonths),
            workedDays: Math.max(0, r.workedDays),
            monthsUntilDue: commission.monthsUntilDue,
          }
        : null,
    };
  });
}
