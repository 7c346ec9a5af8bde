import { eq } from 'drizzle-orm';
import { isReferralId, type ReferralConsentView } from '../../contracts/referrals.ts';
import { referral } from '../../db/schema/forms.ts';
import { AppError } from '../shared/app-error.ts';
import { type CandidateAnswer, getReferralConsent } from './get-referral-consent.ts';

/** The columns of a referral whose candidate is erased: nothing of them but the time it happened. */
export const candidateRemoved = (now: Date) => ({
  candidateName: null,
  candidateEmail: null,
  candidatePhone: null,
  candidateInfo: null,
  candidateCurrentPosition: null,
  status: 'removed',
  candidateRemovedAt: now,
  updatedAt: now,
});

/**
 * The referred candidate removes themselves (docs/product/api-calls.md processFormReferralRemoveCandidate): their
 * name, e-mail, phone, information and current position are erased, the referral becomes `removed`.
 * The referrer keeps seeing that the candidate was removed, nothing more. Idempotent; NOT_FOUND for
 * an unknown id.
 */
export async function removeReferralCandidate({
  db,
  id,
  now = new Date(),
}: CandidateAnswer): Promise<ReferralConsentView> {
  if (!isReferralId(id)) throw new AppError('NOT_FOUND');
  const [current] = await db.select({ status: referral.status }).from(referral).where(eq(referral.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  if (current.status !== 'removed') {
    await db.update(referral).set(candidateRemoved(now)).where(eq(referral.id, id));
  }
  return getReferralConsent({ db, id });
}
