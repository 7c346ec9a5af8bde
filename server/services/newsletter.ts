import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CreateJobAlertData,
  JobAlertFrequency,
  NewsIssueInput,
  SubscribeData,
} from '../../contracts/newsletter.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobSearchRequest } from '../../contracts/jobs.ts';
import { getMatchCandidate } from '../../core/matching/get-match-candidate.ts';
import type { SearchAlertJobs } from '../../core/newsletter/alert-jobs.ts';
import { changeJobAlertSettings } from '../../core/newsletter/change-job-alert-settings.ts';
import { createJobAlert } from '../../core/newsletter/create-job-alert.ts';
import { getConfirmationKind } from '../../core/newsletter/get-confirmation-kind.ts';
import { getJobAlertSettings } from '../../core/newsletter/get-job-alert-settings.ts';
import { getJobsDigestMatch, setJobsDigestMatch } from '../../core/newsletter/jobs-digest-match.ts';
import { getNewsletterOverview } from '../../core/newsletter/get-newsletter-overview.ts';
import { sendTestNews } from '../../core/newsletter/send-test-news.ts';
import { deleteJobAlert } from '../../core/newsletter/delete-job-alert.ts';
import { listMyJobAlerts } from '../../core/newsletter/list-my-job-alerts.ts';
import { updateJobAlert } from '../../core/newsletter/update-job-alert.ts';
import type { Db } from '../../db/client.ts';
import { task } from '../../db/schema/system.ts';
import { confirmSubscription } from '../../core/newsletter/confirm-subscription.ts';
import { getUnsubscribeView } from '../../core/newsletter/get-unsubscribe-view.ts';
import { queueNewsIssue } from '../../core/newsletter/queue-news-issue.ts';
import { requestSubscription } from '../../core/newsletter/request-subscription.ts';
import { runNewsletter } from '../../core/newsletter/run-newsletter.ts';
import { unsubscribe } from '../../core/newsletter/unsubscribe.ts';
import { listSuppressedAddresses } from '../../core/newsletter/mail-suppression.ts';
import { recordDeliveryReport } from '../../core/newsletter/record-delivery-report.ts';
import { releaseSuppression } from '../../core/newsletter/release-suppression.ts';
import { unsubscribeByMail } from '../../core/newsletter/unsubscribe-by-mail.ts';
import type { TaskQueue } from '../../core/shared/ports.ts';
import { renderMarkdown } from '../../infra/markdown/render-markdown.ts';
import { defineTask } from '../../infra/tasks/define-task.ts';
import type { ServiceContext } from './context.ts';

/** The task of the newsletter's sender; `scheduled` runs enqueue the next run when done. */
export const NEWSLETTER_RUN_TASK = 'newsletter-run';
/** How often the scheduled sender runs. */
export const NEWSLETTER_RUN_EVERY_MS = 60 * 60_000;

/** The newsletter's use cases bound to this process's adapters. */
export function createNewsletterServices({
  db,
  mailOn,
  publicUrl,
  newsletterRatePerMinute: ratePerMinute,
  unsubscribeMailbox,
  bounceMailbox,
  jobCache,
}: ServiceContext) {
  /** The newest published jobs a saved search finds (the job search without its answer cache), and how many. */
  const searchJobs: SearchAlertJobs = async (filter, language, size = 50, page = 0) => {
    const found = await jobCache.search({ filter, sort: 'newest', page, size } as JobSearchRequest, language);
    return { jobs: found.page.content, total: found.page.totalElements };
  };
  const render = (markdown: string) => renderMarkdown(markdown, { siteOrigin: publicUrl, headingOffset: 1 });
  return {
    requestSubscription: (input: SubscribeData, ipAddress?: string) =>
      requestSubscription({ db, mailOn, publicUrl, input, ipAddress }),
    confirmSubscription: (token: string, ipAddress?: string) => confirmSubscription({ db, token, ipAddress }),
    getConfirmationKind: (token: string) => getConfirmationKind({ db, token }),
    getUnsubscribeView: (token: string) => getUnsubscribeView({ db, token }),
    unsubscribe: (token: string, intent: 'end' | 'end-all' | 'undo') => unsubscribe({ db, token, intent }),
    /** A mail to the `mailto:` unsubscribe address, by its subject (the inbound SMTP listener). */
    unsubscribeByMail: (subject: string) => unsubscribeByMail({ db, subject }),
    /** A bounce or complaint for a VERP token (the inbound SMTP listener, ADR 133). */
    recordDeliveryReport: (token: string, report: 'hard' | 'soft' | 'complaint' | 'none') =>
      recordDeliveryReport({ db, token, report }),
    /** One run of the sender now (the scheduled task and the admin's "run now"). */
    runNewsletter: (now?: Date) =>
      runNewsletter({
        db,
        mailOn,
        publicUrl,
        unsubscribeMailbox,
        bounceMailbox,
        renderMarkdown: render,
        ratePerMinute,
        searchJobs,
        ...(now ? { now } : {}),
      }),
    createJobAlert: (input: CreateJobAlertData, userId: string | undefined, ipAddress?: string) =>
      createJobAlert({ db, mailOn, publicUrl, input, userId, ipAddress }),
    listMyJobAlerts: (userId: string) => listMyJobAlerts({ db, userId }),
    updateJobAlert: (
      userId: string,
      id: number,
      changes: { status?: 'active' | 'paused' | undefined; frequency?: JobAlertFrequency | undefined },
    ) => updateJobAlert({ db, userId, id, changes }),
    deleteJobAlert: (userId: string, id: number) => deleteJobAlert({ db, userId, id }),
    /**
     * Whether the account can have a "jobs that match my CV" alert (ADR 126): true with CV
     * technologies, false without, null for an account that is no candidate.
     */
    matchAlertReady: async (userId: string) => {
      const candidate = await getMatchCandidate({ db, userId });
      return candidate ? candidate.technologies.length > 0 : null;
    },
    /** The jobs digest by the CV's match of an account (ADR 127); null for an account that is no candidate. */
    getJobsDigestMatch: (userId: string) => getJobsDigestMatch({ db, userId }),
    setJobsDigestMatch: (userId: string, minScore: number | null) =>
      setJobsDigestMatch({ db, userId, minScore }),
    /** The settings page of one alert by its token (ADR 126): no account needed. */
    getJobAlertSettings: (token: string) => getJobAlertSettings({ db, token }),
    changeJobAlertSettings: (
      token: string,
      intent: 'frequency' | 'pause' | 'resume' | 'delete',
      frequency?: JobAlertFrequency,
    ) => changeJobAlertSettings({ db, token, intent, frequency }),
    admin: {
      getNewsletterOverview: () => getNewsletterOverview({ db }),
      listSuppressedAddresses: () => listSuppressedAddresses({ db }),
      releaseSuppression: (email: string) => releaseSuppression({ db, email }),
      /** The composer's live preview: the Markdown as subscribers will read it. */
      renderMarkdown: (markdown: string) => render(markdown),
      sendTestNews: (input: Required<NewsIssueInput>, to: string, language: Locale) =>
        sendTestNews({ db, mailOn, publicUrl, renderMarkdown: render, input, to, language }),
      queueNewsIssue: (input: Required<NewsIssueInput>, userId: string | null) =>
        queueNewsIssue({ db, input, userId }),
    },
  };
}

export type NewsletterServices = ReturnType<typeof createNewsletterServices>;

/**
 * The sender as a durable task: a scheduled run books the next one an hour later, so one chain of
 * runs exists however many instances there are (and the send log keeps the caps even if a second
 * chain appeared).
 */
export function newsletterRunTask({ queue, run }: { queue: TaskQueue; run: () => Promise<unknown> }) {
  return defineTask({
    name: NEWSLETTER_RUN_TASK,
    version: 1,
    payload: z.object({ scheduled: z.boolean() }),
    async handler({ payload, attempt }) {
      // The next run is booked first (once, not again on a retry), so a failing run never ends the chain.
      if (payload.scheduled && attempt === 1)
        await queue.enqueue(
          NEWSLETTER_RUN_TASK,
          { scheduled: true },
          { runAt: new Date(Date.now() + NEWSLETTER_RUN_EVERY_MS), maxAttempts: 3 },
        );
      await run();
    },
  });
}

/** At start-up: enqueues the first scheduled run unless a chain of runs is already waiting or running. */
export async function ensureNewsletterSchedule(db: Db, queue: TaskQueue): Promise<void> {
  const waiting = await db
    .select({ id: task.id })
    .from(task)
    .where(and(eq(task.name, NEWSLETTER_RUN_TASK), inArray(task.status, ['queued', 'running'])))
    .limit(1);
  if (!waiting.length)
    await queue.enqueue(
      NEWSLETTER_RUN_TASK,
      { scheduled: true },
      { runAt: new Date(Date.now() + 60_000), maxAttempts: 3 },
    );
}
