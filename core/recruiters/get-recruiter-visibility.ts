import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { RecruiterVisibility } from '../../contracts/recruiters.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { RECRUITER_SEARCH } from './recruiter-consent.ts';

/** The candidate's "let the company's recruiters find me" switch: on while its consent stands (ADR 122). */
export async function getRecruiterVisibility({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<RecruiterVisibility> {
  const [consent] = await db
    .select({ grantedAt: consentRecord.grantedAt, textVersion: consentRecord.textVersion })
    .from(consentRecord)
    .where(
      and(
        eq(consentRecord.userId, userId),
        eq(consentRecord.purpose, RECRUITER_SEARCH),
        isNull(consentRecord.withdrawnAt),
        or(isNull(consentRecord.expiresAt), gt(consentRecord.expiresAt, now)),
      ),
    )
    .orderBy(desc(consentRecord.grantedAt))
    .limit(1);
  return consent
    ? { enabled: true, grantedAt: consent.grantedAt.toISOString(), textVersion: consent.textVersion }
    : { enabled: false, grantedAt: null, textVersion: null };
}
