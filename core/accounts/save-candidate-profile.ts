import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FinishSignUpData } from '../../contracts/account.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateExpertise, candidateProfile } from '../../db/schema/candidates.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from './consent-periods.ts';

/**
 * Stores the complete profile of an account (after sign-up or when a social sign-up is finished):
 * profile, technologies, CV settings with a sharing token, and the consents given, in one transaction.
 */
export async function saveCandidateProfile({
  db,
  userId,
  email,
  input,
  phoneE164,
  appLanguage,
  avatarFileId,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  email: string;
  input: FinishSignUpData;
  phoneE164: string;
  appLanguage: Locale;
  avatarFileId?: string | undefined;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<void> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: phoneE164,
    phoneCountry: input.phoneCountry,
    city: input.city,
    country: input.country,
    professionCode: input.profession,
    experience: input.experience,
    utmSource: input.utmSource,
    nonIt: input.nonIt,
    nonItReason: input.nonIt ? (input.nonItReason ?? null) : null,
    jobLooking: input.jobLooking,
    jobLookingHorizon: input.jobLooking ? (input.jobLookingHorizon ?? null) : null,
    newsletterJobs: input.newsletterJobs,
    newsletterNews: input.newsletterNews,
    gdprAgreementAccepted: true,
    signupFinished: true,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(candidateProfile)
      .values({ userId, appLanguage, ...values, ...(avatarFileId ? { avatarFileId } : {}) })
      .onConflictDoUpdate({ target: candidateProfile.userId, set: values });
    await tx
      .update(user)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: now })
      .where(eq(user.id, userId));
    await tx.delete(candidateExpertise).where(eq(candidateExpertise.userId, userId));
    await tx
      .insert(candidateExpertise)
      .values([...new Set(input.expertises)].map((expertiseId) => ({ userId, expertiseId })));
    await tx
      .insert(cvSettings)
      .values({
        userId,
        token: randomBytes(16).toString('base64url'),
        language: appLanguage === 'sk' ? 'sk' : 'en',
      })
      .onConflictDoNothing();
    const purposes = [
      'account',
      ...(input.jobLooking ? ['job_search'] : []),
      ...(input.newsletterJobs || input.newsletterNews ? ['newsletter'] : []),
    ];
    for (const purpose of purposes) {
      const [open] = await tx
        .select({ id: consentRecord.id })
        .from(consentRecord)
        .where(
          and(
            eq(consentRecord.userId, userId),
            eq(consentRecord.purpose, purpose),
            isNull(consentRecord.withdrawnAt),
          ),
        );
      if (open) continue;
      await tx.insert(consentRecord).values({
        userId,
        email,
        purpose,
        textVersion: CONSENT_TEXT_VERSION,
        ipAddress: ipAddress ?? null,
        grantedAt: now,
        expiresAt: consentExpiry(purpose, now),
      });
    }
  });
}
