import { desc, eq } from 'drizzle-orm';
import type { CommissionType, MyReferral, ReferralStatus } from '../../contracts/referrals.ts';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';

/** The referrals a signed-in user submitted, newest first, as they may see them (no candidate contact). */
export async function listMyReferrals({ db, userId }: { db: Db; userId: string }): Promise<MyReferral[]> {
  const rows = await db
    .select({
      createdAt: referral.createdAt,
      candidateName: referral.candidateName,
      jobId: job.id,
      jobName: job.name,
      projectText: referral.projectText,
      status: referral.status,
      commissionType: referral.commissionType,
    })
    .from(referral)
    .leftJoin(job, eq(job.id, referral.jobId))
    .where(eq(referral.referrerUserId, userId))
    .orderBy(desc(referral.createdAt))
    .limit(200);
  return rows.map((r) => ({
    createdAt: r.createdAt.toISOString(),
    candidateName: r.status === 'removed' ? null : r.candidateName,
    job: r.jobId !== null && r.jobName !== null ? { id: r.jobId, name: r.jobName } : null,
    projectText: r.projectText,
    status: r.status as ReferralStatus,
    commissionType: r.commissionType as CommissionType,
  }));
}
