import { and, asc, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import { portalMonth } from '../../contracts/dates.ts';
import { isLocale, type Locale } from '../../contracts/enums.ts';
import { JOB_PAGE_SIZE_MAX } from '../../contracts/job-constants.ts';
import { BLOG_DIGEST_MIN_DAYS, type NewsletterRun } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import {
  jobAlert,
  jobAlertSent,
  newsletterConfirmation,
  newsletterIssue,
  newsletterSend,
} from '../../db/schema/newsletter.ts';
import { listPublishedPosts } from '../blog/list-published-posts.ts';
import { getMatchCandidate } from '../matching/get-match-candidate.ts';
import { localizePath } from '../shared/locale.ts';
import {
  type AlertJob,
  alertMailJob,
  jobListUrl,
  jobsMatchingCv,
  publishedBetween,
  type SearchAlertJobs,
} from './alert-jobs.ts';
import { notSuppressed } from './mail-suppression.ts';
import { alertSettingsUrl, listLinks, type MailQueueOn, type Tx } from './newsletter-links.ts';
import { runJobsTopic } from './run-jobs-topic.ts';
import { afterSubscriptionsChanged } from './subscription-records.ts';

const DAY_MS = 86_400_000;
/** A news issue older than this is not sent to anyone any more (it is no news then). */
const ISSUE_FRESH_DAYS = 31;
/** The most posts a digest lists. */
const DIGEST_MAX_POSTS = 10;

export type { AlertJob } from './alert-jobs.ts';

/** The least time between two mails of an alert, by its frequency (instant: every run). */
const ALERT_INTERVAL_MS: Record<string, number> = {
  instant: 0,
  daily: DAY_MS - 5 * 60_000,
  weekly: 7 * DAY_MS - 5 * 60_000,
};
/** The most jobs one alert e-mail lists. */
const ALERT_MAX_JOBS = 20;
/** The jobs a search alert reads (the newest), and a match alert scores (the newest, any search). */
const ALERT_SEARCHED = 50;
const MATCH_SEARCHED = JOB_PAGE_SIZE_MAX;

export interface RunNewsletterDeps {
  db: Db;
  mailOn: MailQueueOn;
  publicUrl: string;
  /** The `mailto:` unsubscribe address, when a listener processes it (else only https is advertised). */
  unsubscribeMailbox?: string | undefined;
  /** `bounces@<host>`: list mail is sent with the envelope sender `bounces+<token>@<host>` (ADR 133). */
  bounceMailbox?: string | undefined;
  /** News content: Markdown → sanitised HTML. */
  renderMarkdown: (markdown: string) => string;
  /** Mails queued per minute at most: later ones of a run wait (`runAt`) for their turn. */
  ratePerMinute: number;
  /** The published jobs a job search finds, newest first (the job list's own search), and how many in all. */
  searchJobs: SearchAlertJobs;
  /** Subscriptions read per query. */
  batchSize?: number;
  now?: Date;
}

/**
 * One run of the sender (the scheduled task, or an admin's "run now"): ends subscriptions whose
 * consent ran out (docs/product/validation.md), then queues the blog digest and the news issue to every confirmed
 * subscriber in their language. The caps are enforced per subscription against the send log, under
 * the subscription's row lock, and the log row commits with the send-email task: no second blog mail
 * within 7 days, no second news mail in a calendar month, whatever restarts, retries or other
 * instances do. A subscription another instance is sending to right now is skipped by this one.
 */
export async function runNewsletter(deps: RunNewsletterDeps): Promise<NewsletterRun> {
  const { db, now = new Date(), batchSize = 200 } = deps;
  const expired = await endExpiredSubscriptions(db, now);
  const month = portalMonth(now);
  const [issue] = await db
    .select()
    .from(newsletterIssue)
    .where(
      and(
        gt(newsletterIssue.createdAt, new Date(now.getTime() - ISSUE_FRESH_DAYS * DAY_MS)),
        lte(newsletterIssue.createdAt, now),
      ),
    )
    .orderBy(desc(newsletterIssue.createdAt), desc(newsletterIssue.id))
    .limit(1);
  const issueHtml = issue ? deps.renderMarkdown(issue.content) : '';
  const counts = { blog: 0, news: 0 };
  let queued = 0;
  const nextRunAt = () =>
    new Date(now.getTime() + Math.floor(queued++ / Math.max(1, deps.ratePerMinute)) * 60_000);
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: newsletterSubscription.id })
      .from(newsletterSubscription)
      .where(
        and(
          eq(newsletterSubscription.status, 'confirmed'),
          inArray(newsletterSubscription.topic, issue ? ['blog', 'news'] : ['blog']),
          gt(newsletterSubscription.id, afterId),
          notSuppressed(newsletterSubscription.email),
        ),
      )
      .orderBy(asc(newsletterSubscription.id))
      .limit(batchSize);
    if (!batch.length) break;
    afterId = batch.at(-1)!.id;
    for (const { id } of batch) {
      const sent = await db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(newsletterSubscription)
          .where(and(eq(newsletterSubscription.id, id), eq(newsletterSubscription.status, 'confirmed')))
          .for('update', { skipLocked: true });
        if (!subscription) return null;
        const language: Locale = isLocale(subscription.language) ? subscription.language : 'sk';
        const links = listLinks({
          publicUrl: deps.publicUrl,
          unsubscribeMailbox: deps.unsubscribeMailbox,
          bounceMailbox: deps.bounceMailbox,
          language,
          token: subscription.token,
        });
        const common = {
          unsubscribeUrl: links.unsubscribePage,
          settingsUrl: links.settings,
        };
        if (subscription.topic === 'blog') {
          const [last] = await tx
            .select({ at: max(newsletterSend.sentAt) })
            .from(newsletterSend)
            .where(and(eq(newsletterSend.subscriptionId, id), eq(newsletterSend.kind, 'blog')));
          const lastAt = last?.at ? new Date(last.at) : null;
          if (lastAt && now.getTime() - lastAt.getTime() < BLOG_DIGEST_MIN_DAYS * DAY_MS) return null;
          const from = [lastAt, subscription.confirmedAt]
            .filter((d): d is Date => !!d)
            .sort((a, b) => +b - +a)[0];
          const posts = await listPublishedPosts({
            db: tx,
            language,
            ...(from ? { from } : {}),
            to: now,
            now,
            limit: DIGEST_MAX_POSTS,
          });
          if (!posts.length) return null;
          await tx.insert(newsletterSend).values({
            subscriptionId: id,
            kind: 'blog',
            period: now.toISOString(),
            items: posts.length,
            sentAt: now,
          });
          const base = deps.publicUrl.replace(/\/$/, '');
          await deps.mailOn(tx).send({
            template: 'newsletter-blog',
            to: subscription.email,
            locale: language,
            headers: links.headers,
            ...links.envelope,
            runAt: nextRunAt(),
            data: {
              ...common,
              blogUrl: `${base}${localizePath(language, '/blog')}`,
              posts: posts.map((p) => ({
                title: p.title,
                excerpt: p.excerpt.slice(0, 500),
                url: `${base}${localizePath(language, `/blog/${p.slug}`)}`,
                publishedAt: p.publishedAt,
              })),
            },
          });
          return 'blog' as const;
        }
        if (
          subscription.topic === 'news' &&
          issue &&
          subscription.confirmedAt &&
          subscription.confirmedAt <= issue.createdAt
        ) {
          const inserted = await tx
            .insert(newsletterSend)
            .values({ subscriptionId: id, kind: 'news', period: month, issueId: issue.id, sentAt: now })
            .onConflictDoNothing()
            .returning({ id: newsletterSend.id });
          if (!inserted.length) return null;
          await deps.mailOn(tx).send({
            template: 'newsletter-news',
            to: subscription.email,
            locale: language,
            headers: links.headers,
            ...links.envelope,
            runAt: nextRunAt(),
            data: { ...common, subject: issue.subject, html: issueHtml },
          });
          return 'news' as const;
        }
        return null;
      });
      if (sent) counts[sent]++;
    }
  }
  const jobs = await runJobsTopic(deps, now, nextRunAt);
  const jobAlerts = await runJobAlerts(deps, now, nextRunAt);
  return { ...counts, jobs, jobAlerts, expired };
}

/**
 * Job alerts: per active alert whose frequency allows a mail now, the matching jobs published since
 * it was confirmed that it has not mailed yet. `job_alert_sent` (primary key alert + job) is written
 * in the transaction that queues the e-mail, under the alert's row lock: each job once per alert.
 */
async function runJobAlerts(deps: RunNewsletterDeps, now: Date, nextRunAt: () => Date): Promise<number> {
  const { db } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const alerts = await db
    .select({ id: jobAlert.id })
    .from(jobAlert)
    .where(and(eq(jobAlert.status, 'active'), notSuppressed(jobAlert.email)))
    .orderBy(asc(jobAlert.id));
  let mailed = 0;
  const due = (alert: typeof jobAlert.$inferSelect) =>
    alert.status === 'active' &&
    alert.confirmedAt !== null &&
    (!alert.lastSentAt ||
      now.getTime() - alert.lastSentAt.getTime() >= (ALERT_INTERVAL_MS[alert.frequency] ?? DAY_MS));
  for (const { id } of alerts) {
    // The search runs before the transaction (it reads through its own connection).
    const [before] = await db.select().from(jobAlert).where(eq(jobAlert.id, id));
    if (!before || !due(before)) continue;
    const language: Locale = isLocale(before.language) ? before.language : 'sk';
    const since = before.confirmedAt!;
    const matched = await alertMatches(deps, before, language, now);
    if (!matched) continue;
    const found = matched.jobs.filter((j) => publishedBetween(j, since, now));
    if (!found.length) continue;
    const sent = await db.transaction(async (tx) => {
      const [alert] = await tx
        .select()
        .from(jobAlert)
        .where(and(eq(jobAlert.id, id), eq(jobAlert.status, 'active')))
        .for('update', { skipLocked: true });
      if (!alert || !due(alert)) return false;
      const already = new Set(
        (
          await tx
            .select({ jobId: jobAlertSent.jobId })
            .from(jobAlertSent)
            .where(
              and(
                eq(jobAlertSent.alertId, id),
                inArray(
                  jobAlertSent.jobId,
                  found.map((j) => j.id),
                ),
              ),
            )
        ).map((r) => r.jobId),
      );
      const fresh = found.filter((j) => !already.has(j.id)).slice(0, ALERT_MAX_JOBS);
      if (!fresh.length) return false;
      await tx.insert(jobAlertSent).values(fresh.map((j) => ({ alertId: id, jobId: j.id, sentAt: now })));
      await tx.update(jobAlert).set({ lastSentAt: now }).where(eq(jobAlert.id, id));
      const links = listLinks({
        publicUrl: deps.publicUrl,
        unsubscribeMailbox: deps.unsubscribeMailbox,
        bounceMailbox: deps.bounceMailbox,
        language,
        token: alert.token,
      });
      await deps.mailOn(tx).send({
        template: 'job-alert',
        to: alert.email,
        locale: language,
        headers: links.headers,
        ...links.envelope,
        runAt: nextRunAt(),
        data: {
          search: { filter: alert.filter, minScore: alert.minScore },
          jobs: fresh.map((j) => alertMailJob(j, base, language)),
          all: { count: Math.max(matched.total, fresh.length), url: matched.listUrl },
          unsubscribeUrl: links.unsubscribePage,
          // The alert's own settings by its token: no account needed (ADR 126).
          settingsUrl: alertSettingsUrl(deps.publicUrl, language, alert.token),
        },
      });
      return true;
    });
    if (sent) mailed++;
  }
  return mailed;
}

/**
 * The jobs an alert would mail now, newest first, before "new" and "not mailed yet" are applied: a
 * saved search's results, or for a "jobs that match my CV" alert (ADR 126) the newest jobs whose match
 * score (ADR 121) against the owner's CV, read at this run, reaches the alert's least score, best
 * first. Null when a match alert has nobody to match (no account, or a CV without technologies).
 */
async function alertMatches(
  deps: RunNewsletterDeps,
  alert: typeof jobAlert.$inferSelect,
  language: Locale,
  now: Date,
): Promise<{ jobs: AlertJob[]; total: number; listUrl: string } | null> {
  const base = deps.publicUrl.replace(/\/$/, '');
  if (alert.minScore === null) {
    const { jobs, total } = await deps.searchJobs(alert.filter, language, ALERT_SEARCHED);
    return { jobs, total, listUrl: jobListUrl(base, language, alert.filter, 'newest') };
  }
  if (!alert.userId) return null;
  const candidate = await getMatchCandidate({
    db: deps.db,
    userId: alert.userId,
    today: now.toISOString().slice(0, 10),
  });
  if (!candidate?.technologies.length) return null;
  const minScore = alert.minScore;
  const { jobs } = await deps.searchJobs({}, language, MATCH_SEARCHED);
  const scored = jobsMatchingCv(candidate, jobs, minScore);
  return {
    jobs: scored.map((s) => s.job),
    total: scored.length,
    listUrl: jobListUrl(base, language, {}, 'match'),
  };
}

/**
 * The retention part of a run: subscriptions whose address has no newsletter consent that is still
 * valid (docs/product/validation.md: 5 years) end, and confirmation requests past their validity are deleted.
 */
async function endExpiredSubscriptions(db: Db, now: Date): Promise<number> {
  await db.delete(newsletterConfirmation).where(lte(newsletterConfirmation.expiresAt, now));
  const rows = await db
    .select({ email: newsletterSubscription.email })
    .from(newsletterSubscription)
    .where(
      and(
        eq(newsletterSubscription.status, 'confirmed'),
        sql`not exists (select 1 from ${consentRecord} c where lower(c.email) = lower(${newsletterSubscription.email})
              and c.purpose = 'newsletter' and c.withdrawn_at is null
              and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .groupBy(newsletterSubscription.email);
  let ended = 0;
  for (const { email } of rows) {
    ended += await db.transaction(async (tx: Tx) => {
      const done = await tx
        .update(newsletterSubscription)
        .set({ status: 'unsubscribed', unsubscribedAt: now })
        .where(and(eq(newsletterSubscription.email, email), eq(newsletterSubscription.status, 'confirmed')))
        .returning({ id: newsletterSubscription.id });
      await afterSubscriptionsChanged(tx, { email, now });
      return done.length;
    });
  }
  return ended;
}
