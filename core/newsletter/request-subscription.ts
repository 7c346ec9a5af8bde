import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  CONFIRMATION_INTERVAL_MINUTES,
  type NewsletterTopic,
  type SubscribeData,
} from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import { newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { CONSENT_TEXT_VERSION } from '../accounts/consent-periods.ts';
import { storeConfirmationRequest } from './confirmation-request.ts';
import { type MailQueueOn, newLinkToken } from './newsletter-links.ts';

/**
 * `POST /api/newsletter/subscriptions`: records the topics as pending and queues the double opt-in
 * e-mail — unless every topic is already confirmed, or the address got a confirmation within the
 * last hour. The caller answers the same (202) in every case, so nobody learns whether an address
 * is subscribed. A confirmed subscription is never changed by a stranger's request.
 */
export async function requestSubscription({
  db,
  mailOn,
  publicUrl,
  input,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  mailOn: MailQueueOn;
  publicUrl: string;
  input: SubscribeData;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<{ mailed: boolean }> {
  const { email, language, topics } = input;
  return db.transaction(async (tx) => {
    // Requests for one address run one after the other (the hourly cap holds on several instances).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`);
    const existing = await tx
      .select({ topic: newsletterSubscription.topic, status: newsletterSubscription.status })
      .from(newsletterSubscription)
      .where(and(eq(newsletterSubscription.email, email), inArray(newsletterSubscription.topic, topics)));
    const confirmed = new Set(existing.filter((s) => s.status === 'confirmed').map((s) => s.topic));
    const wanted = topics.filter((t) => !confirmed.has(t)) as NewsletterTopic[];
    if (!wanted.length) return { mailed: false };
    for (const topic of wanted) {
      await tx
        .insert(newsletterSubscription)
        .values({
          email,
          topic,
          status: 'pending',
          language,
          token: newLinkToken(),
          consentTextVersion: CONSENT_TEXT_VERSION,
          requestedAt: now,
          requestIp: ipAddress ?? null,
        })
        .onConflictDoUpdate({
          target: [newsletterSubscription.email, newsletterSubscription.topic],
          set: { status: 'pending', language, requestedAt: now, requestIp: ipAddress ?? null },
          setWhere: sql`${newsletterSubscription.status} <> 'confirmed'`,
        });
    }
    const since = new Date(now.getTime() - CONFIRMATION_INTERVAL_MINUTES * 60_000);
    const [recent] = await tx
      .select({ id: newsletterConfirmation.id })
      .from(newsletterConfirmation)
      .where(and(eq(newsletterConfirmation.email, email), gt(newsletterConfirmation.mailedAt, since)))
      .limit(1);
    if (recent) return { mailed: false };
    const link = await storeConfirmationRequest(tx, {
      publicUrl,
      email,
      language,
      topics: wanted,
      ipAddress,
      now,
    });
    await mailOn(tx).send({
      template: 'newsletter-confirm',
      to: email,
      locale: language,
      data: { topics: wanted, ...link },
    });
    return { mailed: true };
  });
}
