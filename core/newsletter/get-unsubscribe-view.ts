import { asc, eq, sql } from 'drizzle-orm';
import { isLocale } from '../../contracts/enums.ts';
import {
  describeJobFilter,
  maskEmail,
  type NewsletterTopic,
  type UnsubscribeView,
} from '../../contracts/newsletter.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import { AppError } from '../shared/app-error.ts';
import type { Tx } from './newsletter-links.ts';

type Status = UnsubscribeView['status'];

/** The subscription of an unsubscribe link with every topic of its address; NOT_FOUND for an unknown token. */
export async function getUnsubscribeView({
  db,
  token,
}: {
  db: Db | Tx;
  token: string;
}): Promise<UnsubscribeView> {
  const [subscription] = await db
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.token, token));
  if (!subscription) {
    const [alert] = await db.select().from(jobAlert).where(eq(jobAlert.token, token));
    if (!alert) throw new AppError('NOT_FOUND');
    const status: Status =
      alert.status === 'unsubscribed' ? 'unsubscribed' : alert.status === 'pending' ? 'pending' : 'confirmed';
    return {
      topic: 'jobs',
      jobAlert: describeJobFilter(alert.filter, undefined, alert.minScore),
      alertSearch: { filter: alert.filter, minScore: alert.minScore },
      status,
      maskedEmail: maskEmail(alert.email),
      language: isLocale(alert.language) ? alert.language : 'sk',
      subscriptions: [{ topic: 'jobs', status }],
    };
  }
  const all = await db
    .select({ topic: newsletterSubscription.topic, status: newsletterSubscription.status })
    .from(newsletterSubscription)
    .where(sql`lower(${newsletterSubscription.email}) = lower(${subscription.email})`)
    .orderBy(asc(newsletterSubscription.id));
  return {
    topic: subscription.topic as NewsletterTopic,
    jobAlert: null,
    alertSearch: null,
    status: subscription.status as Status,
    maskedEmail: maskEmail(subscription.email),
    language: isLocale(subscription.language) ? subscription.language : 'sk',
    subscriptions: all.map((s) => ({ topic: s.topic as NewsletterTopic, status: s.status as Status })),
  };
}
