import { eq } from 'drizzle-orm';
import type { CvSettingsInput, CvSettingsView } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { AppError } from '../shared/app-error.ts';
import type { PasswordHasher } from '../shared/ports.ts';
import { getMyCvSettings } from './get-my-cv-settings.ts';

/** The field message when the CV password is the account's own (docs/product/validation.md), a key of the `cv` catalog. */
export const CV_PASSWORD_SAME = 'cv:errors.passwordSameAsAccount';
export const CV_PASSWORD_MISSING = 'cv:errors.passwordMissing';

/**
 * PUT /api/candidates/my/cv-settings (docs/product/api-calls.md): language, privacy, contact and chart visibility. A
 * password given is stored hashed and must differ from the account's password; `password` privacy
 * without any password stored is refused so that the editor prompts for one (docs/product/states.md).
 */
export async function updateCvSettings({
  db,
  userId,
  input,
  isAccountPassword,
  passwords,
}: {
  db: Db;
  userId: string;
  input: CvSettingsInput;
  /** Hashes the CV password (the accounts' queued hasher, ADR 105). */
  passwords: PasswordHasher;
  /**
   * Whether a text is the account's sign-in password: an answer about that password, so it counts
   * against the account's and the address's password checks and throws RATE_LIMITED past them.
   */
  isAccountPassword: (password: string) => Promise<boolean>;
}): Promise<CvSettingsView> {
  const current = await getMyCvSettings({ db, userId });
  if (input.privacy === 'password' && !input.password && !current.hasPassword)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: [CV_PASSWORD_MISSING] } });
  if (input.password && (await isAccountPassword(input.password)))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: [CV_PASSWORD_SAME] } });
  await db
    .update(cvSettings)
    .set({
      language: input.language,
      privacy: input.privacy,
      contactVisible: input.contactVisible,
      graphVisible: input.graphVisible,
      ...(input.password ? { passwordHash: await passwords.hash(input.password) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(cvSettings.userId, userId));
  return getMyCvSettings({ db, userId });
}
