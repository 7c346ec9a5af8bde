import { desc, sql } from 'drizzle-orm';
import { newsletterTopics } from '../../contracts/newsletter.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { newsletterIssue, newsletterSend } from '../../db/schema/newsletter.ts';

export interface NewsletterOverview {
  /** Subscriptions per topic and status (pending = unconfirmed, unsubscribed = ended). */
  topics: { topic: string; pending: number; confirmed: number; unsubscribed: number }[];
  /** Job alerts per status. */
  alerts: { pending: number; active: number; paused: number; unsubscribed: number };
  /** Blog digests sent in the last 30 days. */
  digests30d: number;
  /** Subscriptions and alerts ended in the last 30 days. */
  unsubscribes30d: number;
  /** The latest news issues with how many subscribers each was sent to. */
  issues: { id: number; subject: string; createdAt: string; sent: number }[];
}

/** The admin's overview of the newsletter: subscribers per topic, sends per issue, unsubscribes. */
export async function getNewsletterOverview({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<NewsletterOverview> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const counted = await queryRows<{
    topic: string;
    pending: number;
    confirmed: number;
    unsubscribed: number;
  }>(
    db,
    sql`select topic,
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'confirmed')::int as confirmed,
          count(*) filter (where status = 'unsubscribed')::int as unsubscribed
        from newsletter_subscription group by topic order by topic`,
  );
  // Every topic, with zeros where nobody has subscribed yet.
  const topics = newsletterTopics.map(
    (topic) =>
      counted.find((row) => row.topic === topic) ?? { topic, pending: 0, confirmed: 0, unsubscribed: 0 },
  );
  const [alerts] = await queryRows<NewsletterOverview['alerts']>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'active')::int as active,
          count(*) filter (where status = 'paused')::int as paused,
          count(*) filter (where status = 'unsubscribed')::int as unsubscribed
        from job_alert`,
  );
  const [counts] = await queryRows<{ digests: number; ended: number }>(
    db,
    sql`select
          (select count(*)::int from newsletter_send where kind = 'blog' and sent_at >= ${since}::timestamptz) as digests,
          (select count(*)::int from newsletter_subscription where unsubscribed_at >= ${since}::timestamptz)
          + (select count(*)::int from job_alert where unsubscribed_at >= ${since}::timestamptz) as ended`,
  );
  const issues = await db
    .select({
      id: newsletterIssue.id,
      subject: newsletterIssue.subject,
      createdAt: newsletterIssue.createdAt,
      // The outer row's id written out: an interpolated column renders unqualified in a subquery and
      // would read the send's own id (`s.id`), not the issue's.
      sent: sql<number>`(select count(*)::int from ${newsletterSend} s where s.issue_id = "newsletter_issue"."id")`,
    })
    .from(newsletterIssue)
    .orderBy(desc(newsletterIssue.createdAt))
    .limit(12);
  return {
    topics,
    alerts: alerts ?? { pending: 0, active: 0, paused: 0, unsubscribed: 0 },
    digests30d: counts?.digests ?? 0,
    unsubscribes30d: counts?.ended ?? 0,
    issues: issues.map((i) => ({ ...i, sent: Number(i.sent), createdAt: i.createdAt.toISOString() })),
  };
}
