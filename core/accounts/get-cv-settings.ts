import { eq } from 'drizzle-orm';
import type { CvSettings } from '../../contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { cvSettings } from '../../db/schema/cv.ts';

/** How an account's CV is shared (docs/product/entities.md CV settings), or null before the profile exists. */
export async function getCvSettings({ db, userId }: { db: Db; userId: string }): Promise<CvSettings | null> {
  const [row] = await db
    .select({
      token: cvSettings.token,
      language: cvSettings.language,
      privacy: cvSettings.privacy,
      contactVisible: cvSettings.contactVisible,
      graphVisible: cvSettings.graphVisible,
    })
    .from(cvSettings)
    .where(eq(cvSettings.userId, userId));
  return row ? { ...row, privacy: row.privacy as CvSettings['privacy'] } : null;
}
