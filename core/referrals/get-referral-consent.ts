import { eq } from 'drizzle-orm';
import { isReferralId, type ReferralConsentView, type ReferralStatus } from '../../contracts/referrals.ts';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';
import { AppError } from '../shared/app-error.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What the referred candidate's answer on the consent page (agree, remove) is applied to. */
export interface CandidateAnswer {
  db: Db;
  /** The referral's unguessable id; NOT_FOUND when malformed or unknown. */
  id: string;
  now?: Date;
}

/**
 * What the referred candidate sees on the consent page: who recommended them (by name only, never
 * the referrer's e-mail or phone) and for what. After a removal only that it was removed.
 * NOT_FOUND for an unknown or malformed id.
 */
export async function getReferralConsent({ db, id }: { db: Db; id: string }): Promise<ReferralConsentView> {
  if (!isReferralId(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      status: referral.status,
      referrerName: referral.referrerName,
      candidateName: referral.candidateName,
      jobId: job.id,
      jobName: job.name,
      projectText: referral.projectText,
      consentedAt: referral.candidateConsentedAt,
      removedAt: referral.candidateRemovedAt,
    })
    .from(referral)
    .leftJoin(job, eq(job.id, referral.jobId))
    .where(eq(referral.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const status = row.status as ReferralStatus;
  if (status === 'removed')
    return {
      status,
      referrerName: null,
      candidateName: null,
      job: null,
      projectText: null,
      consentedAt: null,
      removedAt: iso(row.removedAt),
    };
  return {
    status,
    referrerName: row.referrerName,
    candidateName: row.candidateName,
    job: row.jobId !== null && row.jobName !== null ? { id: row.jobId, name: row.jobName } : null,
    projectText: row.projectText,
    consentedAt: iso(row.consentedAt),
    removedAt: null,
  };
}
