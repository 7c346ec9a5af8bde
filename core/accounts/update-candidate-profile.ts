import { eq } from 'drizzle-orm';
import type { CandidateProfile } from '../../contracts/account.ts';
import type { updateProfileSchema } from '../../contracts/account.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateExpertise, candidateProfile } from '../../db/schema/candidates.ts';
import { AppError } from '../shared/app-error.ts';
import { getCandidateProfile } from './get-candidate-profile.ts';
import { validateProfile } from './validate-profile.ts';

/**
 * PUT /api/candidates/my: the stored profile merged with the fields sent, checked as a whole (phone
 * against the merged country, the non-IT reason and job horizon rules) and saved; returns the profile.
 */
export async function updateCandidateProfile({
  db,
  userId,
  changes,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  changes: z.output<typeof updateProfileSchema>;
  now?: Date;
}): Promise<CandidateProfile> {
  const current = await getCandidateProfile({ db, userId });
  if (!current) throw new AppError('NOT_FOUND');
  const merged = {
    phone: changes.phone ?? current.phone ?? '',
    phoneCountry: changes.phoneCountry ?? current.phoneCountry,
    nonIt: changes.nonIt ?? current.nonIt,
    nonItReason: changes.nonItReason ?? current.nonItReason,
    jobLooking: changes.jobLooking ?? current.jobLooking,
    jobLookingHorizon: changes.jobLookingHorizon ?? current.jobLookingHorizon,
  };
  const checks = await validateProfile({
    db,
    ...(changes.phone !== undefined || changes.phoneCountry !== undefined
      ? { phone: merged.phone, phoneCountry: merged.phoneCountry }
      : {}),
    expertises: changes.expertises,
  });
  const fieldErrors = { ...checks.fieldErrors };
  if (merged.nonIt && !merged.nonItReason) fieldErrors.nonItReason = ['validation.nonItReason'];
  if (merged.jobLooking && !merged.jobLookingHorizon) fieldErrors.jobLookingHorizon = ['validation.horizon'];
  if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });

  const { expertises, profession, phone: _phone, ...rest } = changes;
  await db.transaction(async (tx) => {
    await tx
      .update(candidateProfile)
      .set({
        ...rest,
        ...(profession ? { professionCode: profession } : {}),
        ...(checks.phoneE164 ? { phone: checks.phoneE164 } : {}),
        nonItReason: merged.nonIt ? merged.nonItReason : null,
        jobLookingHorizon: merged.jobLooking ? merged.jobLookingHorizon : null,
        updatedAt: now,
      })
      .where(eq(candidateProfile.userId, userId));
    if (changes.firstName || changes.lastName) {
      const name = `${changes.firstName ?? current.firstName} ${changes.lastName ?? current.lastName}`;
      await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
    }
    if (expertises) {
      await tx.delete(candidateExpertise).where(eq(candidateExpertise.userId, userId));
      await tx
        .insert(candidateExpertise)
        .values([...new Set(expertises)].map((expertiseId) => ({ userId, expertiseId })));
    }
  });
  return (await getCandidateProfile({ db, userId }))!;
}
