import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ConfirmedSubscription,
  describeJobFilter,
  type NewsletterTopic,
} from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import { consentExpiry } from '../accounts/consent-periods.ts';
import { jobAlert, newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import { hashLinkToken } from './newsletter-links.ts';
import { afterSubscriptionsChanged } from './subscription-records.ts';

/**
 * `POST /api/subscriptions/confirm`: the second step of the double opt-in. The token's topics become
 * confirmed and the consent is recorded. The link works once: a used token is LINK_USED (410), which
 * says nothing about the address or its topics (whoever holds an old link learns nothing); an
 * unknown, tampered or expired token is NOT_FOUND (the "link is not valid or it has expired" page).
 */
export async function confirmSubscription({
  db,
  token,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  token: string;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<ConfirmedSubscription> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(newsletterConfirmation)
      .where(eq(newsletterConfirmation.tokenHash, hashLinkToken(token)))
      .for('update');
    if (!request || request.expiresAt <= now) throw new AppError('NOT_FOUND');
    if (request.usedAt) throw new AppError('LINK_USED');
    const topics = request.topics as NewsletterTopic[];
    if (request.alertId) {
      const [alert] = await tx
        .update(jobAlert)
        .set({ status: 'active', confirmedAt: now })
        .where(and(eq(jobAlert.id, request.alertId), eq(jobAlert.status, 'pending')))
        .returning();
      if (alert)
        await tx.insert(consentRecord).values({
          userId: alert.userId,
          email: alert.email,
          purpose: 'job_search',
          textVersion: alert.consentTextVersion,
          ipAddress: ipAddress ?? null,
          grantedAt: now,
          expiresAt: consentExpiry('job_search', now),
        });
      await tx
        .update(newsletterConfirmation)
        .set({ usedAt: now })
        .where(eq(newsletterConfirmation.id, request.id));
      const [current] = alert
        ? [alert]
        : await tx.select().from(jobAlert).where(eq(jobAlert.id, request.alertId));
      if (!current || current.status === 'unsubscribed') throw new AppError('NOT_FOUND');
      return {
        email: request.email,
        topics: [],
        jobAlert: describeJobFilter(current.filter, undefined, current.minScore),
        alertSearch: { filter: current.filter, minScore: current.minScore },
      };
    }
    await tx
      .update(newsletterConfirmation)
      .set({ usedAt: now })
      .where(eq(newsletterConfirmation.id, request.id));
    await tx
      .update(newsletterSubscription)
      .set({ status: 'confirmed', confirmedAt: now, confirmIp: ipAddress ?? null, unsubscribedAt: null })
      .where(
        and(
          eq(newsletterSubscription.email, request.email),
          inArray(newsletterSubscription.topic, topics),
          sql`${newsletterSubscription.status} <> 'confirmed'`,
        ),
      );
    await afterSubscriptionsChanged(tx, { email: request.email, now, ipAddress });
    return { email: request.email, topics, jobAlert: null, alertSearch: null };
  });
}
