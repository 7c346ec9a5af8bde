import { and, eq } from 'drizzle-orm';
import { isReferralId, type ReferralConsentView } from '../../contracts/referrals.ts';
import { referral } from '../../db/schema/forms.ts';
import { AppError } from '../shared/app-error.ts';
import { type CandidateAnswer, getReferralConsent } from './get-referral-consent.ts';

/**
 * The referred candidate agrees to be contacted about the recommendation: `candidate_consented_at`
 * is set and a pending referral becomes `consented`. Agreeing twice changes nothing; a referral whose
 * candidate removed their data stays removed. NOT_FOUND for an unknown id.
 */
export async function consentToReferral({
  db,
  id,
  now = new Date(),
}: CandidateAnswer): Promise<ReferralConsentView> {
  if (!isReferralId(id)) throw new AppError('NOT_FOUND');
  await db
    .update(referral)
    .set({ status: 'consented', candidateConsentedAt: now, updatedAt: now })
    .where(and(eq(referral.id, id), eq(referral.status, 'pending')));
  return getReferralConsent({ db, id });
}
