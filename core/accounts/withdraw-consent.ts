import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import { AppError } from '../shared/app-error.ts';
import { toVerifiedAddress } from './verified-address.ts';

/** Consents a person withdraws from the privacy page; the account's own ends with deleting the account. */
export const withdrawablePurposes = [
  'job_search',
  'recruiter_search',
  'newsletter',
  'salary_questionnaire',
  'referral',
  'extra_request',
  'contact',
] as const;
export type WithdrawablePurpose = (typeof withdrawablePurposes)[number];

/**
 * Withdraws a consent (GDPR Art. 7(3): as easy as giving it): every still-active record of that
 * purpose given by the account or its verified address (ADR 167) gets `withdrawn_at`, kept as the
 * proof of both; a withdrawn newsletter consent also ends the subscriptions. Returns how many
 * records it withdrew.
 */
export async function withdrawConsent({
  db,
  userId,
  purpose,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  purpose: string;
  now?: Date;
}): Promise<number> {
  if (!(withdrawablePurposes as readonly string[]).includes(purpose))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { purpose: ['validation.invalid'] } });
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId));
    if (!me) throw new AppError('NOT_FOUND');
    const mine = or(eq(consentRecord.userId, userId), toVerifiedAddress(consentRecord.email, me));
    const withdrawn = await tx
      .update(consentRecord)
      .set({ withdrawnAt: now })
      .where(and(mine, eq(consentRecord.purpose, purpose), isNull(consentRecord.withdrawnAt)))
      .returning({ id: consentRecord.id });
    if (purpose === 'newsletter')
      await tx
        .update(newsletterSubscription)
        .set({ status: 'unsubscribed' })
        .where(
          or(eq(newsletterSubscription.userId, userId), toVerifiedAddress(newsletterSubscription.email, me)),
        );
    return withdrawn.length;
  });
}
