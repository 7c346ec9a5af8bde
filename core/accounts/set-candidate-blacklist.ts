import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * Puts a candidate on the blacklist or takes them off it. A blacklisted candidate's applications
 * look successful to them but are not recorded (docs/product/roles.md).
 */
export async function setCandidateBlacklist({
  db,
  userId,
  blacklisted,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  blacklisted: boolean;
  now?: Date;
}): Promise<{ userId: string; blacklisted: boolean }> {
  const updated = await db
    .update(candidateProfile)
    .set({ blacklisted, updatedAt: now })
    .where(eq(candidateProfile.userId, userId))
    .returning({ userId: candidateProfile.userId, blacklisted: candidateProfile.blacklisted });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return updated[0];
}
