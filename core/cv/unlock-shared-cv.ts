import { and, eq } from 'drizzle-orm';
import { isLocale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { AppError } from '../shared/app-error.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue, PasswordHasher } from '../shared/ports.ts';
import { signCvUnlock } from './cv-password.ts';
import { findSharedCv } from './view-shared-cv.ts';

/**
 * The limits on guessing one shared CV's password (server/rate-limits.ts), bound to the client of
 * the request: per client address and CV, and per CV from all addresses together.
 */
export interface CvUnlockLimits {
  /** Counts an attempt by this client on the CV of `token`; false once the client used its attempts. */
  byClient(token: string): Promise<boolean>;
  /** Counts an attempt on the CV from all clients; false while the CV is locked for everyone. */
  byCv(token: string): Promise<boolean>;
  /** A right password: the attempt `byCv` counted is given back (only wrong ones lock the CV). */
  refundCv(token: string): Promise<void>;
  /** True for the first refusal of a lock-out only: whether its owner is to be told. */
  claimLockNotice(token: string): Promise<boolean>;
  /** How long a lock-out lasts, in whole hours (said in the owner's notice). */
  lockHours: number;
}

/**
 * Checks the password of a password-protected CV and answers the value of its unlock cookie.
 * RATE_LIMITED (429) once this client used its attempts on the CV; NOT_FOUND for an unknown token or
 * a CV that is not password-protected; CV_LOCKED (429) while the CV is locked for everyone after too
 * many wrong passwords from all addresses, when its owner is e-mailed once (a durable send-email
 * task); CV_PASSWORD_WRONG (403) for a wrong password. A right password whose hash is of the
 * earlier format is hashed anew (ADR 105).
 */
export async function unlockSharedCv({
  db,
  mail,
  publicUrl,
  limits,
  passwords,
  token,
  password,
}: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  limits: CvUnlockLimits;
  /** Checks the password (the accounts' queued hasher, ADR 105). */
  passwords: PasswordHasher;
  token: string;
  password: string;
}): Promise<{ cookie: string }> {
  if (!(await limits.byClient(token))) throw new AppError('RATE_LIMITED');
  const settings = await findSharedCv(db, token);
  if (settings.privacy !== 'password' || !settings.passwordHash) throw new AppError('NOT_FOUND');
  if (!(await limits.byCv(token))) {
    if (await limits.claimLockNotice(token)) await noticeOwner({ db, mail, publicUrl, limits, settings });
    throw new AppError('CV_LOCKED');
  }
  if (!(await passwords.verify({ hash: settings.passwordHash, password })))
    throw new AppError('CV_PASSWORD_WRONG');
  await limits.refundCv(token);
  const hash = passwords.isOutdated(settings.passwordHash)
    ? await rehash({ db, passwords, token, password, outdated: settings.passwordHash })
    : settings.passwordHash;
  return { cookie: signCvUnlock(token, hash) };
}

/**
 * Stores a new hash of a CV password whose hash is of the earlier format, unless the owner set
 * another password meanwhile: the hash now stored, which the unlock cookie is signed with.
 */
async function rehash({
  db,
  passwords,
  token,
  password,
  outdated,
}: {
  db: Db;
  passwords: PasswordHasher;
  token: string;
  password: string;
  outdated: string;
}): Promise<string> {
  const fresh = await passwords.hash(password);
  const [updated] = await db
    .update(cvSettings)
    .set({ passwordHash: fresh })
    .where(and(eq(cvSettings.token, token), eq(cvSettings.passwordHash, outdated)))
    .returning({ token: cvSettings.token });
  return updated ? fresh : outdated;
}

/** Queues the lock-out notice to the CV's owner, in their app language. */
async function noticeOwner({
  db,
  mail,
  publicUrl,
  limits,
  settings,
}: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  limits: CvUnlockLimits;
  settings: { userId: string };
}) {
  // A CV belongs to a candidate profile, so its owner has one (and the account's name).
  const [owner] = await db
    .select({ email: user.email, name: user.name, language: candidateProfile.appLanguage })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(eq(candidateProfile.userId, settings.userId));
  if (!owner) return;
  const locale = isLocale(owner.language) ? owner.language : 'sk';
  await mail.send({
    template: 'cv-locked',
    to: owner.email,
    locale,
    data: {
      name: owner.name.trim() || owner.email,
      settingsUrl: publicUrl + localizePath(locale, '/profile/cv'),
      hours: limits.lockHours,
    },
  });
}
