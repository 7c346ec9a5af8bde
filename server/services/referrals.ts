import type { ReferralStatus, ReferralUpdate } from '../../contracts/admin.ts';
import type { ListQuery } from '../../core/admin/paged-query.ts';
import { consentToReferral } from '../../core/referrals/consent-to-referral.ts';
import { findReferralJob } from '../../core/referrals/find-referral-job.ts';
import { getReferral } from '../../core/referrals/get-referral.ts';
import { getReferralConsent } from '../../core/referrals/get-referral-consent.ts';
import { listMyReferrals } from '../../core/referrals/list-my-referrals.ts';
import { listReferrals } from '../../core/referrals/list-referrals.ts';
import { removeReferralCandidate } from '../../core/referrals/remove-referral-candidate.ts';
import { submitReferral } from '../../core/referrals/submit-referral.ts';
import { updateReferral } from '../../core/referrals/update-referral.ts';
import type { ServiceContext } from './context.ts';

/**
 * The referral programme: the recommendation, the candidate's consent page and removal, the
 * referrer's list; for admins, the referrals and their commission.
 */
export function createReferralsServices({ db, formDeps }: ServiceContext) {
  return {
    submitReferral: (args: Omit<Parameters<typeof submitReferral>[0], 'now' | keyof typeof formDeps>) =>
      submitReferral({ ...formDeps, ...args }),
    findReferralJob: (id: number) => findReferralJob({ db, id }),
    getReferralConsent: (id: string) => getReferralConsent({ db, id }),
    consentToReferral: (id: string) => consentToReferral({ db, id }),
    removeReferralCandidate: (id: string) => removeReferralCandidate({ db, id }),
    listMyReferrals: (userId: string) => listMyReferrals({ db, userId }),
    admin: {
      listReferrals: (input: ListQuery<ReferralStatus>) => listReferrals({ db, ...input }),
      getReferral: (id: string) => getReferral({ db, id }),
      updateReferral: (id: string, update: ReferralUpdate) => updateReferral({ db, id, update }),
    },
  };
}
