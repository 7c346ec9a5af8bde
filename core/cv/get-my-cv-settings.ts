import { eq } from 'drizzle-orm';
import type { CvLanguage, CvPrivacy, CvSettingsView } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { AppError } from '../shared/app-error.ts';

/** The sharing settings of an account's CV with its token; NOT_FOUND before the profile exists. */
export async function getMyCvSettings({ db, userId }: { db: Db; userId: string }): Promise<CvSettingsView> {
  const [row] = await db.select().from(cvSettings).where(eq(cvSettings.userId, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    token: row.token,
    language: row.language as CvLanguage,
    privacy: row.privacy as CvPrivacy,
    hasPassword: row.passwordHash !== null,
    contactVisible: row.contactVisible,
    graphVisible: row.graphVisible,
  };
}
