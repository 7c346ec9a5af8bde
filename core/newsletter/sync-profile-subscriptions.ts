import { and, eq, or, sql } from 'drizzle-orm';
import { isLocale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import { CONSENT_TEXT_VERSION } from '../accounts/consent-periods.ts';
import { toVerifiedAddress } from '../accounts/verified-address.ts';
import { newLinkToken } from './newsletter-links.ts';

/**
 * After the profile's newsletter switches (new jobs, news) changed: the subscriptions of the
 * account's address follow. A verified account address needs no second opt-in (it was confirmed by
 * its own link); an unverified one gets pending subscriptions that the newsletter's double opt-in
 * confirms. Switching off ends the topic at once. A subscription made from the address without the
 * account (signed out, or by someone else) follows the switches only once the account has verified
 * the address (ADR 167).
 */
export async function syncProfileSubscriptions({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<void> {
  const [account] = await db
    .select({
      email: user.email,
      verified: user.emailVerified,
      jobs: candidateProfile.newsletterJobs,
      news: candidateProfile.newsletterNews,
      language: candidateProfile.appLanguage,
    })
    .from(user)
    .innerJoin(candidateProfile, eq(candidateProfile.userId, user.id))
    .where(eq(user.id, userId));
  if (!account) return;
  const email = account.email.toLowerCase();
  const language = isLocale(account.language) ? account.language : 'sk';
  await db.transaction(async (tx) => {
    for (const [topic, on] of [
      ['jobs', account.jobs],
      ['news', account.news],
    ] as const) {
      const mine = and(
        eq(newsletterSubscription.topic, topic),
        or(
          eq(newsletterSubscription.userId, userId),
          toVerifiedAddress(newsletterSubscription.email, { email, emailVerified: account.verified }),
        ),
      );
      if (on) {
        const status = account.verified ? 'confirmed' : 'pending';
        await tx
          .insert(newsletterSubscription)
          .values({
            userId,
            email,
            topic,
            status,
            language,
            token: newLinkToken(),
            consentTextVersion: CONSENT_TEXT_VERSION,
            requestedAt: now,
            confirmedAt: account.verified ? now : null,
          })
          .onConflictDoUpdate({
            target: [newsletterSubscription.email, newsletterSubscription.topic],
            set: {
              userId,
              status,
              requestedAt: now,
              unsubscribedAt: null,
              ...(account.verified ? { confirmedAt: now } : {}),
            },
            setWhere: and(sql`${newsletterSubscription.status} <> 'confirmed'`, mine),
          });
      } else {
        await tx
          .update(newsletterSubscription)
          .set({ status: 'unsubscribed', unsubscribedAt: now })
          .where(and(mine, sql`${newsletterSubscription.status} <> 'unsubscribed'`));
      }
    }
  });
}
