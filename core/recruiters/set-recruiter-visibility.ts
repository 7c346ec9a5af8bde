import { eq } from 'drizzle-orm';
import type { RecruiterVisibility } from '../../contracts/recruiters.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import { withdrawConsent } from '../accounts/withdraw-consent.ts';
import { AppError } from '../shared/app-error.ts';
import { getRecruiterVisibility } from './get-recruiter-visibility.ts';
import { RECRUITER_SEARCH } from './recruiter-consent.ts';

/**
 * Turns the "let the company's recruiters find me" switch on or off (ADR 122). On records the
 * consent (purpose, text version, time, address) unless one stands already; off withdraws it, and
 * the candidate leaves every recruiter's list with the next request. Only a candidate profile has it.
 */
export async function setRecruiterVisibility({
  db,
  userId,
  enabled,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  enabled: boolean;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<RecruiterVisibility> {
  const [account] = await db
    .select({ email: user.email })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(eq(candidateProfile.userId, userId));
  if (!account) throw new AppError('FORBIDDEN');
  const current = await getRecruiterVisibility({ db, userId, now });
  if (enabled && !current.enabled)
    await db.insert(consentRecord).values({
      userId,
      email: account.email,
      purpose: RECRUITER_SEARCH,
      textVersion: CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: consentExpiry(RECRUITER_SEARCH, now),
    });
  if (!enabled && current.enabled) await withdrawConsent({ db, userId, purpose: RECRUITER_SEARCH, now });
  return getRecruiterVisibility({ db, userId, now });
}
