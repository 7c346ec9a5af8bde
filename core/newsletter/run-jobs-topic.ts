import { and, asc, eq, gt, max } from 'drizzle-orm';
import { isLocale, type Locale } from '../../contracts/enums.ts';
import { JOB_PAGE_SIZE_MAX } from '../../contracts/job-constants.ts';
import { BLOG_DIGEST_MIN_DAYS } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { candidateExpertise, candidateProfile } from '../../db/schema/candidates.ts';
import { expertise } from '../../db/schema/catalog.ts';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import { newsletterSend } from '../../db/schema/newsletter.ts';
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
import { listLinks, type MailQueueOn, type Tx } from './newsletter-links.ts';

const DAY_MS = 86_400_000;

/** What the jobs digest needs of the sender's dependencies. */
export interface RunJobsTopicDeps {
  db: Db;
  mailOn: MailQueueOn;
  publicUrl: string;
  /** The `mailto:` unsubscribe address, when a listener processes it (else only https is advertised). */
  unsubscribeMailbox?: string | undefined;
  /** `bounces@<host>` of VERP envelope senders (ADR 133), when a listener reads bounces. */
  bounceMailbox?: string | undefined;
  /** The published jobs a job search finds, newest first (the job list's own search). */
  searchJobs: SearchAlertJobs;
  batchSize?: number;
}
/** The most jobs one digest lists; the rest are counted ("and N more") with a link to the list. */
const JOBS_MAX = 20;
/** How many of the newest jobs are searched: a count of the rest beyond it is shown as "N+". */
const JOBS_SEARCHED = JOB_PAGE_SIZE_MAX;
/** The most pages of new jobs a digest by the CV's match scores (1,000 jobs a week). */
const MATCH_PAGES = 10;

/**
 * The job search a subscriber's profile describes: its profession, technologies and city. Empty
 * (all jobs) for a subscriber without an account or with nothing filled in.
 */
async function profileFilter(db: Db, userId: string | null): Promise<Record<string, unknown>> {
  if (!userId) return {};
  const [profile] = await db
    .select({ profession: candidateProfile.professionCode, city: candidateProfile.city })
    .from(candidateProfile)
    .where(eq(candidateProfile.userId, userId));
  if (!profile) return {};
  const technologies = await db
    .select({ name: expertise.name })
    .from(candidateExpertise)
    .innerJoin(expertise, eq(expertise.id, candidateExpertise.expertiseId))
    .where(eq(candidateExpertise.userId, userId))
    .orderBy(asc(expertise.name));
  const city = profile.city?.trim();
  return {
    ...(profile.profession ? { professions: [profile.profession] } : {}),
    ...(technologies.length ? { expertises: technologies.map((t) => t.name) } : {}),
    ...(city ? { cities: [city] } : {}),
  };
}

/** What one digest lists: the jobs (with their match scores by the CV), the counts and the list's address. */
interface DigestJobs {
  search: { filter: Record<string, unknown>; minScore?: number };
  found: { job: AlertJob; score?: number }[];
  /** The new jobs beyond the ones listed, and whether there may be more than were counted. */
  more: number;
  searchedMore: boolean;
  total: number;
  listUrl: string;
  /** The subscriber chose the CV's match but the CV names no technologies: the mail says what to add. */
  addTechnologies: boolean;
}

/**
 * The new jobs of one subscription's digest, or null when there are none. With a least match score
 * (ADR 127) and a CV with technologies: the new jobs among the newest searched whose match score
 * (ADR 121, the match alerts' function) reaches it, best first. Otherwise the new jobs of the
 * profile's filter (all of them without an account), newest first; when the least score is set but
 * the CV names no technologies, the mail says what to add instead of any score.
 */
async function digestJobs(
  deps: RunJobsTopicDeps,
  subscription: typeof newsletterSubscription.$inferSelect,
  language: Locale,
  since: Date,
  now: Date,
): Promise<DigestJobs | null> {
  const { db } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const { userId, minScore } = subscription;
  const byMatch = userId !== null && minScore !== null;
  const candidate = byMatch
    ? await getMatchCandidate({ db, userId, today: now.toISOString().slice(0, 10) })
    : null;
  if (byMatch && candidate?.technologies.length) {
    // Every job new since the last digest is scored: the newest first, page by page until one ends
    // before `since` (at most MATCH_PAGES pages).
    const recent: AlertJob[] = [];
    let complete = false;
    for (let page = 0; page < MATCH_PAGES && !complete; page++) {
      // The search runs before the transaction (it reads through its own connection).
      const { jobs } = await deps.searchJobs({}, language, JOBS_SEARCHED, page);
      recent.push(...jobs.filter((j) => publishedBetween(j, since, now)));
      const last = jobs.at(-1);
      complete = jobs.length < JOBS_SEARCHED || !last?.publishedAt || new Date(last.publishedAt) <= since;
    }
    const fresh = jobsMatchingCv(candidate, recent, minScore);
    if (!fresh.length) return null;
    const found = fresh.slice(0, JOBS_MAX);
    return {
      search: { filter: {}, minScore },
      found,
      more: fresh.length - found.length,
      searchedMore: !complete,
      total: fresh.length,
      listUrl: jobListUrl(base, language, {}, 'match'),
      addTechnologies: false,
    };
  }
  const filter = await profileFilter(db, userId);
  const { jobs: searched, total } = await deps.searchJobs(filter, language, JOBS_SEARCHED);
  const fresh = searched.filter((j) => publishedBetween(j, since, now));
  if (!fresh.length) return null;
  const found = fresh.slice(0, JOBS_MAX).map((job) => ({ job }));
  return {
    search: { filter },
    found,
    more: fresh.length - found.length,
    // Every searched job was new: there may be more than were counted.
    searchedMore: searched.length === JOBS_SEARCHED && fresh.length === searched.length,
    total,
    listUrl: jobListUrl(base, language, filter, 'newest'),
    addTechnologies: byMatch,
  };
}

/**
 * The `jobs` topic: per confirmed subscription, at most once a week, the jobs published since its
 * last jobs mail (or since it was confirmed) that match the subscriber's profile (all new jobs for an
 * address without an account), or that reach the least match score the subscriber chose (ADR 127). The send log row (kind `jobs`) commits with the send-email task under
 * the subscription's row lock, and the next digest starts where this one ended: each job once.
 */
export async function runJobsTopic(
  deps: RunJobsTopicDeps,
  now: Date,
  nextRunAt: () => Date,
): Promise<number> {
  const { db, batchSize = 200 } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const lastSend = async (tx: Db | Tx, id: number) => {
    const [last] = await tx
      .select({ at: max(newsletterSend.sentAt) })
      .from(newsletterSend)
      .where(and(eq(newsletterSend.subscriptionId, id), eq(newsletterSend.kind, 'jobs')));
    return last?.at ? new Date(last.at) : null;
  };
  const capped = (lastAt: Date | null) =>
    !!lastAt && now.getTime() - lastAt.getTime() < BLOG_DIGEST_MIN_DAYS * DAY_MS;
  let mailed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(newsletterSubscription)
      .where(
        and(
          eq(newsletterSubscription.status, 'confirmed'),
          eq(newsletterSubscription.topic, 'jobs'),
          gt(newsletterSubscription.id, afterId),
          notSuppressed(newsletterSubscription.email),
        ),
      )
      .orderBy(asc(newsletterSubscription.id))
      .limit(batchSize);
    if (!batch.length) break;
    afterId = batch.at(-1)!.id;
    for (const before of batch) {
      const lastAt = await lastSend(db, before.id);
      if (capped(lastAt) || !before.confirmedAt) continue;
      const since = lastAt && lastAt > before.confirmedAt ? lastAt : before.confirmedAt;
      const language: Locale = isLocale(before.language) ? before.language : 'sk';
      const digest = await digestJobs(deps, before, language, since, now);
      if (!digest) continue;
      const { found, more, listUrl, searchedMore } = digest;
      const sent = await db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(newsletterSubscription)
          .where(
            and(eq(newsletterSubscription.id, before.id), eq(newsletterSubscription.status, 'confirmed')),
          )
          .for('update', { skipLocked: true });
        if (!subscription) return false;
        const lastNow = await lastSend(tx, subscription.id);
        if (lastNow?.getTime() !== lastAt?.getTime()) return false;
        await tx.insert(newsletterSend).values({
          subscriptionId: subscription.id,
          kind: 'jobs',
          period: now.toISOString(),
          items: found.length,
          sentAt: now,
        });
        const links = listLinks({
          publicUrl: deps.publicUrl,
          unsubscribeMailbox: deps.unsubscribeMailbox,
          bounceMailbox: deps.bounceMailbox,
          language,
          token: subscription.token,
        });
        await deps.mailOn(tx).send({
          template: 'job-alert',
          to: subscription.email,
          locale: language,
          headers: links.headers,
          ...links.envelope,
          runAt: nextRunAt(),
          data: {
            search: digest.search,
            topic: true,
            jobs: found.map(({ job, score }) => ({
              ...alertMailJob(job, base, language),
              ...(score !== undefined ? { score } : {}),
            })),
            ...(more > 0 ? { more: { count: more, atLeast: searchedMore, url: listUrl } } : {}),
            all: { count: Math.max(digest.total, found.length), url: listUrl },
            ...(digest.addTechnologies
              ? { addTechnologies: { url: `${base}${localizePath(language, '/profile/cv')}` } }
              : {}),
            unsubscribeUrl: links.unsubscribePage,
            settingsUrl: links.settings,
          },
        });
        return true;
      });
      if (sent) mailed++;
    }
  }
  return mailed;
}
