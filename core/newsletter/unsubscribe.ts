import { and, eq, sql } from 'drizzle-orm';
import type { UnsubscribeView } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import { getUnsubscribeView } from './get-unsubscribe-view.ts';
import { afterSubscriptionsChanged } from './subscription-records.ts';

/**
 * Ends the subscription of an unsubscribe link at once (`end`: the one-click POST of RFC 8058 and
 * the `/unsubscribe` page), or every topic of its address (`end-all`), or takes the ending back
 * (`undo`: only a subscription that had been confirmed comes back). No session is needed: the
 * link's token is the authority. The consent and the profile's switches follow.
 */
export async function unsubscribe({
  db,
  token,
  intent,
  now = new Date(),
}: {
  db: Db;
  token: string;
  intent: 'end' | 'end-all' | 'undo';
  now?: Date;
}): Promise<UnsubscribeView> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.token, token))
      .for('update');
    if (!subscription) {
      const [alert] = await tx.select().from(jobAlert).where(eq(jobAlert.token, token)).for('update');
      if (!alert) throw new AppError('NOT_FOUND');
      if (intent === 'undo') {
        if (alert.status === 'unsubscribed' && alert.confirmedAt)
          await tx
            .update(jobAlert)
            .set({ status: 'active', unsubscribedAt: null })
            .where(eq(jobAlert.id, alert.id));
      } else {
        await tx
          .update(jobAlert)
          .set({ status: 'unsubscribed', unsubscribedAt: now })
          .where(
            and(
              intent === 'end-all'
                ? sql`lower(${jobAlert.email}) = lower(${alert.email})`
                : eq(jobAlert.id, alert.id),
              sql`${jobAlert.status} <> 'unsubscribed'`,
            ),
          );
      }
      return getUnsubscribeView({ db: tx, token });
    }
    const sameAddress = sql`lower(${newsletterSubscription.email}) = lower(${subscription.email})`;
    if (intent === 'undo') {
      if (subscription.status === 'unsubscribed' && subscription.confirmedAt)
        await tx
          .update(newsletterSubscription)
          .set({ status: 'confirmed', unsubscribedAt: null })
          .where(eq(newsletterSubscription.id, subscription.id));
    } else {
      await tx
        .update(newsletterSubscription)
        .set({ status: 'unsubscribed', unsubscribedAt: now })
        .where(
          and(
            intent === 'end-all' ? sameAddress : eq(newsletterSubscription.id, subscription.id),
            sql`${newsletterSubscription.status} <> 'unsubscribed'`,
          ),
        );
    }
    await afterSubscriptionsChanged(tx, { email: subscription.email, now });
    return getUnsubscribeView({ db: tx, token });
  });
}
