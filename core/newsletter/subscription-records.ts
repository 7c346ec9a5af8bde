import { and, eq, isNull, sql } from 'drizzle-orm';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import type { Tx } from './newsletter-links.ts';

/**
 * What confirming, unsubscribing and the profile's switches share: the address's consent record
 * (purpose `newsletter`, 5 years, docs/product/validation.md) and the profile's newsletter choices of the account with
 * that address, both following the confirmed subscriptions.
 */
export async function afterSubscriptionsChanged(
  tx: Tx,
  { email, now, ipAddress }: { email: string; now: Date; ipAddress?: string | undefined },
): Promise<void> {
  const confirmed = await tx
    .select({ topic: newsletterSubscription.topic })
    .from(newsletterSubscription)
    .where(
      and(
        sql`lower(${newsletterSubscription.email}) = lower(${email})`,
        eq(newsletterSubscription.status, 'confirmed'),
      ),
    );
  const topics = new Set(confirmed.map((s) => s.topic));
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  const open = and(
    sql`lower(${consentRecord.email}) = lower(${email})`,
    eq(consentRecord.purpose, 'newsletter'),
    isNull(consentRecord.withdrawnAt),
  );
  const [existing] = await tx.select({ id: consentRecord.id }).from(consentRecord).where(open).limit(1);
  if (topics.size && !existing) {
    await tx.insert(consentRecord).values({
      userId: account?.id ?? null,
      email,
      purpose: 'newsletter',
      textVersion: CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: consentExpiry('newsletter', now),
    });
  } else if (!topics.size && existing) {
    await tx.update(consentRecord).set({ withdrawnAt: now }).where(open);
  }
  if (account) {
    await tx
      .update(candidateProfile)
      .set({ newsletterJobs: topics.has('jobs'), newsletterNews: topics.has('news'), updatedAt: now })
      .where(eq(candidateProfile.userId, account.id));
    await tx
      .update(newsletterSubscription)
      .set({ userId: account.id })
      .where(
        and(
          sql`lower(${newsletterSubscription.email}) = lower(${email})`,
          isNull(newsletterSubscription.userId),
        ),
      );
  }
}
