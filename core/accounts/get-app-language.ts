import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';

/** The language of an account (portal and e-mails): its profile's app language, else `fallback`, else Slovak. */
export async function getAppLanguage({
  db,
  userId,
  fallback,
}: {
  db: Db;
  userId: string;
  fallback?: string | null | undefined;
}): Promise<Locale> {
  const [row] = await db
    .select({ language: candidateProfile.appLanguage })
    .from(candidateProfile)
    .where(eq(candidateProfile.userId, userId));
  const language = row?.language ?? fallback;
  return isLocale(language) ? language : 'sk';
}
