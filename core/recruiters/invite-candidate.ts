import { and, count, eq, gt } from 'drizzle-orm';
import type { Locale } from '../../contracts/enums.ts';
import type { Invitation } from '../../contracts/recruiters.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile, jobApplication, jobInvitation } from '../../db/schema/candidates.ts';
import { job } from '../../db/schema/jobs.ts';
import {
  openForApplicationsColumns,
  requireOpenForApplications,
} from '../applications/application-record.ts';
import { AppError } from '../shared/app-error.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { letsRecruitersFind } from './recruiter-consent.ts';

/** Invitations one candidate gets at most per week, from all recruiters and jobs together (ADR 122). */
export const INVITATIONS_PER_CANDIDATE_WEEK = 3;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An admin invites a candidate who lets recruiters find them to apply for a job (ADR 122): the
 * invitation is recorded (one per candidate and job: 409 ALREADY_INVITED) and the candidate gets an
 * e-mail with a link to the job in their app language. A candidate who does not let recruiters find
 * them (now) or is blacklisted is 404, as if unknown; one who applied already is 409 ALREADY_APPLIED;
 * a job one cannot apply for is 400 `job_application_unavailable`; a candidate invited
 * INVITATIONS_PER_CANDIDATE_WEEK times in the last week is 429 RATE_LIMITED. The caller limits each
 * admin's rate.
 */
export async function inviteCandidate({
  db,
  mail,
  publicUrl,
  jobId,
  userId,
  adminId,
  now = new Date(),
}: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  jobId: number;
  userId: string;
  adminId: string;
  now?: Date;
}): Promise<Invitation> {
  const [target] = await db
    .select({
      id: job.id,
      name: job.name,
      partner: job.partner,
      ...openForApplicationsColumns,
    })
    .from(job)
    .where(eq(job.id, jobId));
  requireOpenForApplications(target, now);

  const [candidate] = await db
    .select({
      firstName: candidateProfile.firstName,
      lastName: candidateProfile.lastName,
      appLanguage: candidateProfile.appLanguage,
      email: user.email,
    })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(
      and(
        eq(candidateProfile.userId, userId),
        eq(candidateProfile.blacklisted, false),
        letsRecruitersFind(candidateProfile.userId, now),
      ),
    );
  if (!candidate) throw new AppError('NOT_FOUND');
  const [applied] = await db
    .select({ id: jobApplication.id })
    .from(jobApplication)
    .where(and(eq(jobApplication.jobId, jobId), eq(jobApplication.userId, userId)));
  if (applied) throw new AppError('ALREADY_APPLIED');
  const [recent] = await db
    .select({ count: count() })
    .from(jobInvitation)
    .where(
      and(eq(jobInvitation.userId, userId), gt(jobInvitation.createdAt, new Date(now.getTime() - WEEK_MS))),
    );
  if ((recent?.count ?? 0) >= INVITATIONS_PER_CANDIDATE_WEEK)
    throw new AppError('RATE_LIMITED', { message: 'this candidate was invited often enough this week' });

  const [invitation] = await db
    .insert(jobInvitation)
    .values({ jobId, userId, invitedBy: adminId, createdAt: now })
    .onConflictDoNothing()
    .returning({ createdAt: jobInvitation.createdAt });
  if (!invitation) throw new AppError('ALREADY_INVITED');

  const locale = (
    ['sk', 'en', 'de'].includes(candidate.appLanguage) ? candidate.appLanguage : 'sk'
  ) as Locale;
  await mail.send({
    template: 'job-invitation',
    to: candidate.email,
    locale,
    data: {
      name: `${candidate.firstName} ${candidate.lastName}`,
      jobName: target.name,
      partner: target.partner,
      jobUrl: publicUrl + localizePath(locale, `/jobs/${jobId}`),
      settingsUrl: publicUrl + localizePath(locale, '/profile/privacy'),
    },
  });
  return { jobId, userId, invitedAt: invitation.createdAt.toISOString() };
}
