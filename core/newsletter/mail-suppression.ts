import { and, asc, eq, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import type { Db } from '../../db/client.ts';
import { jobAlert, mailSuppression } from '../../db/schema/newsletter.ts';

/** Soft bounces within this window count together; the window restarts after a quiet spell (ADR 133). */
export const SOFT_BOUNCE_WINDOW_DAYS = 30;
/** Soft bounces within the window that suppress an address. */
export const SOFT_BOUNCE_THRESHOLD = 3;

/** A row of `mail_suppression` that is in force (list mail skips its address). */
export const suppressedNow = isNotNull(mailSuppression.suppressedAt);

/** A condition for list-mail queries: the address in `email` is not suppressed. */
export const notSuppressed = (email: SQLWrapper) =>
  sql`not exists (select 1 from ${mailSuppression} where ${mailSuppression.email} = lower(${email}) and ${suppressedNow})`;

/** The address a list mail's VERP token names: a subscription's or a job alert's token. */
export async function addressOfListToken(db: Db, token: string): Promise<string | undefined> {
  const [subscription] = await db
    .select({ email: newsletterSubscription.email })
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.token, token))
    .limit(1);
  if (subscription) return subscription.email.toLowerCase();
  const [alert] = await db
    .select({ email: jobAlert.email })
    .from(jobAlert)
    .where(eq(jobAlert.token, token))
    .limit(1);
  return alert?.email.toLowerCase();
}

/** The suppressed addresses, newest first, as the admin's newsletter page lists them. */
export const listSuppressedAddresses = ({ db }: { db: Db }) =>
  db
    .select({
      email: mailSuppression.email,
      reason: mailSuppression.reason,
      count: mailSuppression.count,
      firstAt: mailSuppression.firstAt,
      lastAt: mailSuppression.lastAt,
      suppressedAt: mailSuppression.suppressedAt,
    })
    .from(mailSuppression)
    .where(suppressedNow)
    .orderBy(sql`${mailSuppression.suppressedAt} desc`, asc(mailSuppression.email));

/** Whether an address is suppressed for list mail. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailSuppression.email })
    .from(mailSuppression)
    .where(and(eq(mailSuppression.email, email.toLowerCase()), suppressedNow));
  return !!row;
}
