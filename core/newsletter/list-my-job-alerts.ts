import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { describeJobFilter, type JobAlertFrequency, type JobAlertView } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { toVerifiedAddress } from '../accounts/verified-address.ts';

/** Which alerts are an account's: made while signed in, or to its own verified address (ADR 167). */
export async function ownAlerts(db: Db, userId: string) {
  const [me] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!me) return sql`false`;
  return or(eq(jobAlert.userId, userId), toVerifiedAddress(jobAlert.email, me))!;
}

/** The profile's list of job alerts (ended ones left out), newest first. */
export async function listMyJobAlerts({ db, userId }: { db: Db; userId: string }): Promise<JobAlertView[]> {
  const rows = await db
    .select()
    .from(jobAlert)
    .where(and(await ownAlerts(db, userId), ne(jobAlert.status, 'unsubscribed')))
    .orderBy(desc(jobAlert.createdAt), desc(jobAlert.id));
  return rows.map((r) => ({
    id: r.id,
    summary: describeJobFilter(r.filter, undefined, r.minScore),
    filter: r.filter,
    frequency: r.frequency as JobAlertFrequency,
    status: r.status as JobAlertView['status'],
    minScore: r.minScore,
    createdAt: r.createdAt.toISOString(),
  }));
}
