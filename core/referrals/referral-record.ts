import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminReferral, CommissionType, ReferralStatus } from '../../contracts/admin.ts';
import { computeCommission } from './compute-commission.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const referralsQuery = (db: Db) =>
  db
    .select({ r: referral, jobName: job.name, jobLength: job.projectLengthInMonths })
    .from(referral)
    .leftJoin(job, eq(job.id, referral.jobId));

type Row = Awaited<ReturnType<ReturnType<typeof referralsQuery>['execute']>>[number];

/**
 * A referral with its commission so far. The project length is the admin's, else the job's; a
 * stored length below one month counts as open-ended.
 */
export function toAdminReferral({ r, jobName, jobLength }: Row): AdminReferral {
  const length = r.projectLengthInMonths ?? jobLength ?? null;
  const commissionType = r.commissionType as CommissionType;
  return {
    id: r.id,
    referrerName: r.referrerName,
    referrerEmail: r.referrerEmail,
    referrerPhone: r.referrerPhone,
    candidateName: r.candidateName,
    candidateEmail: r.candidateEmail,
    candidatePhone: r.candidatePhone,
    candidateInfo: r.candidateInfo,
    candidateCurrentPosition: r.candidateCurrentPosition,
    commissionType,
    jobId: r.jobId,
    jobName,
    projectText: r.projectText,
    status: r.status as ReferralStatus,
    workedMonths: r.workedMonths,
    workedDays: r.workedDays,
    projectLengthInMonths: r.projectLengthInMonths,
    candidateConsentedAt: iso(r.candidateConsentedAt),
    candidateRemovedAt: iso(r.candidateRemovedAt),
    language: r.language,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    commission: commissionOf(commissionType, length, r),
  };
}

/** The commission so far of a referral whose project lasts `length` months (below one: open-ended). */
export const commissionOf = (
  type: CommissionType,
  length: number | null,
  worked: { workedMonths: number; workedDays: number },
) =>
  computeCommission({
    type,
    projectLengthInMonths: length !== null && length >= 1 ? length : null,
    workedMonths: Math.max(0, worked.workedMonths),
    workedDays: Math.max(0, worked.workedDays),
  });
