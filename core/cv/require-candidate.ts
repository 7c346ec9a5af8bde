import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { AppError } from '../shared/app-error.ts';

/** NOT_FOUND unless the account has a candidate profile (the CV belongs to one). */
export async function requireCandidate(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: candidateProfile.userId })
    .from(candidateProfile)
    .where(eq(candidateProfile.userId, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
}
