import { getRecruiterVisibility } from '../../core/recruiters/get-recruiter-visibility.ts';
import { inviteCandidate } from '../../core/recruiters/invite-candidate.ts';
import { listMyInvitations } from '../../core/recruiters/list-my-invitations.ts';
import { rankJobCandidates } from '../../core/recruiters/rank-job-candidates.ts';
import { setRecruiterVisibility } from '../../core/recruiters/set-recruiter-visibility.ts';
import type { ServiceContext } from './context.ts';
import { createRateLimitsServices } from './rate-limits.ts';

/**
 * The recruiters' side of the match (ADR 122): the candidate's "let the company's recruiters find
 * me" switch and their invitations; for admins, a job's ranked candidates and the invitation to apply.
 */
export function createRecruitersServices(ctx: ServiceContext) {
  const { db, formDeps } = ctx;
  const { limitRate } = createRateLimitsServices(ctx);
  return {
    getRecruiterVisibility: (userId: string) => getRecruiterVisibility({ db, userId }),
    setRecruiterVisibility: (userId: string, enabled: boolean, ipAddress?: string) =>
      setRecruiterVisibility({ db, userId, enabled, ipAddress }),
    listMyInvitations: (userId: string) => listMyInvitations({ db, userId }),
    admin: {
      rankJobCandidates: (jobId: number, page = 1) => rankJobCandidates({ db, jobId, page }),
      /** Counts the admin's invitations (server/rate-limits.ts `invite`) before inviting. */
      inviteCandidate: async (jobId: number, userId: string, adminId: string) => {
        await limitRate('invite', adminId);
        return inviteCandidate({
          db,
          mail: formDeps.mail,
          publicUrl: formDeps.publicUrl,
          jobId,
          userId,
          adminId,
        });
      },
    },
  };
}
