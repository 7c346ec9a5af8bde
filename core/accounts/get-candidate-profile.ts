import { asc, eq } from 'drizzle-orm';
import type { CandidateProfile } from '../../contracts/account.ts';
import { isLocale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { expertise } from '../../db/schema/catalog.ts';
import { candidateExpertise, candidateProfile, jobApplication } from '../../db/schema/candidates.ts';

/** The candidate profile of an account as the API returns it, or null when it has none yet. */
export async function getCandidateProfile({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<CandidateProfile | null> {
  const [row] = await db
    .select({ p: candidateProfile, email: user.email, emailVerified: user.emailVerified })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(eq(candidateProfile.userId, userId));
  if (!row) return null;
  const [expertises, applications] = await Promise.all([
    db
      .select({ id: expertise.id, name: expertise.name })
      .from(candidateExpertise)
      .innerJoin(expertise, eq(expertise.id, candidateExpertise.expertiseId))
      .where(eq(candidateExpertise.userId, userId))
      .orderBy(asc(expertise.name)),
    db
      .select({
        id: jobApplication.id,
        jobId: jobApplication.jobId,
        status: jobApplication.status,
        createdAt: jobApplication.createdAt,
      })
      .from(jobApplication)
      .where(eq(jobApplication.userId, userId))
      .orderBy(asc(jobApplication.createdAt)),
  ]);
  const p = row.p;
  return {
    id: p.userId,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: p.firstName,
    lastName: p.lastName,
    phoneCountry: p.phoneCountry,
    phone: p.phone,
    city: p.city,
    country: p.country,
    profession: p.professionCode,
    expertises,
    experience: p.experience,
    nonIt: p.nonIt,
    nonItReason: p.nonItReason,
    jobLooking: p.jobLooking,
    jobLookingHorizon: p.jobLookingHorizon,
    newsletterJobs: p.newsletterJobs,
    newsletterNews: p.newsletterNews,
    utmSource: p.utmSource,
    appLanguage: { value: isLocale(p.appLanguage) ? p.appLanguage : 'sk' },
    gdprAgreementAccepted: p.gdprAgreementAccepted,
    signupFinished: p.signupFinished,
    avatarUrl: p.avatarFileId ? `/api/candidates/my/avatar` : null,
    jobApplications: applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
