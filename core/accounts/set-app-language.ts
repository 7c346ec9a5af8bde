import { eq } from 'drizzle-orm';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { AppError } from '../shared/app-error.ts';

/** PUT /api/candidates/my/language: the language of the portal and of e-mails for this account. */
export async function setAppLanguage({
  db,
  userId,
  language,
}: {
  db: Db;
  userId: string;
  language: Locale;
}): Promise<{ appLanguage: { value: Locale } }> {
  const updated = await db
    .update(candidateProfile)
    .set({ appLanguage: language, updatedAt: new Date() })
    .where(eq(candidateProfile.userId, userId))
    .returning({ userId: candidateProfile.userId });
  if (!updated.length) throw new AppError('NOT_FOUND');
  return { appLanguage: { value: language } };
}
