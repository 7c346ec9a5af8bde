import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CvSettingsView } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { getMyCvSettings } from './get-my-cv-settings.ts';

/** A new share link for the CV: the old token stops working at once (and with it every unlock). */
export async function rotateCvToken({ db, userId }: { db: Db; userId: string }): Promise<CvSettingsView> {
  await getMyCvSettings({ db, userId });
  await db
    .update(cvSettings)
    .set({ token: randomBytes(16).toString('base64url'), updatedAt: new Date() })
    .where(eq(cvSettings.userId, userId));
  return getMyCvSettings({ db, userId });
}
