import type { Db } from '../../db/client.ts';
import { AppError } from '../shared/app-error.ts';
import { signCvUnlock, verifyCvPassword } from './cv-password.ts';
import { findSharedCv } from './view-shared-cv.ts';

/**
 * Checks the password of a password-protected CV and answers the value of its unlock cookie.
 * NOT_FOUND for an unknown token or a CV that is not password-protected; CV_PASSWORD_WRONG (403)
 * for a wrong password. The caller rate-limits attempts before calling.
 */
export async function unlockSharedCv({
  db,
  token,
  password,
}: {
  db: Db;
  token: string;
  password: string;
}): Promise<{ cookie: string }> {
  const settings = await findSharedCv(db, token);
  if (settings.privacy !== 'password' || !settings.passwordHash) throw new AppError('NOT_FOUND');
  if (!(await verifyCvPassword(password, settings.passwordHash))) throw new AppError('CV_PASSWORD_WRONG');
  return { cookie: signCvUnlock(token, settings.passwordHash) };
}
