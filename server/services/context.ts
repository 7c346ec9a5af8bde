import type { Locale } from '../../contracts/enums.ts';
import type { JobSearchRequest, JobSearchResponse } from '../../contracts/jobs.ts';
import {
  createSearchIndexStore,
  findJobs,
  probeJobSearch,
  type SearchProbe,
} from '../../core/jobs/find-jobs.ts';
import type { HomeStats } from '../../core/jobs/get-home-stats.ts';
import type { MailQueueOn } from '../../core/newsletter/newsletter-links.ts';
import type { MatchCandidate } from '../../core/matching/match-score.ts';
import type { EmailQueue, FileStore, ImageProcessor, TaskQueue } from '../../core/shared/ports.ts';
import type { Database } from '../../db/client.ts';
import { createMemoryCache } from '../../infra/cache/memory-cache.ts';
import type { RateLimiter } from '../../infra/rate-limit/db-rate-limiter.ts';
import type { ServerI18n } from '../i18n.ts';
import type { ScaleOut } from '../scale-out.ts';

/** How long a job search, the home counts and the top technologies may be served from memory. */
export const JOB_CACHE_TTL_MS = 30_000;

/** The adapters and settings of this process that the use cases are bound to (server/bootstrap.ts). */
export interface ServicesOptions {
  cacheJobs?: boolean;
  files: FileStore;
  /** Re-encodes uploaded and downloaded images (photos, event images, link previews). */
  images: ImageProcessor;
  mailDir?: string | undefined;
  /** Queues e-mails (durable send-email tasks). */
  mail: EmailQueue;
  /** Durable background work (the CV's PDF by e-mail). */
  tasks?: TaskQueue;
  /** Where HR notifications go. */
  hrEmail: string;
  /** The portal's public URL, for links in e-mails. */
  publicUrl: string;
  /** Logs a failure to queue an e-mail that must not fail the request (notifications). */
  onMailError?: (error: unknown) => void;
  /** Counts requests per key (shared by all instances through the database). */
  limiter: RateLimiter;
  /** RATE_LIMIT_SCALE. */
  rateLimitScale: number;
  /** Several instances: the shared search cache (Redis) and job-change events (server/scale-out.ts). */
  scaleOut?: Pick<ScaleOut, 'sharedCache' | 'jobsChanged'>;
  /** FETCH_ALLOW_HOSTS: host:port pairs the link-preview fetcher may reach although private (tests only). */
  fetchAllowHosts?: readonly string[];
  /** The e-mail queue inside a transaction (the newsletter's send log commits with its e-mails). */
  mailOn: MailQueueOn;
  /** NEWSLETTER_RATE_PER_MINUTE. */
  newsletterRatePerMinute?: number;
  /** The `mailto:` unsubscribe address, set only when INBOUND_SMTP_PORT runs a listener for it. */
  unsubscribeMailbox?: string | undefined;
  /** `bounces@<host>` of list mail's VERP envelope senders, set only when INBOUND_SMTP_PORT reads bounces (ADR 133). */
  bounceMailbox?: string | undefined;
}

/**
 * What every feature's services share, built once per process: the database, the adapters, the
 * settings, and the job caches (the job list fills them; job writes and applications empty them).
 */
export function createServiceContext(database: Database, i18n: ServerI18n, options: ServicesOptions) {
  const db = database.db;
  const ttlMs = options.cacheJobs === false ? 0 : JOB_CACHE_TTL_MS;
  const searches =
    options.scaleOut?.sharedCache?.<JobSearchResponse>('job-search', ttlMs) ??
    createMemoryCache<JobSearchResponse>({ ttlMs, maxEntries: 1000 });
  const stats = createMemoryCache<HomeStats>({ ttlMs, maxEntries: 1 });
  const topExpertises = createMemoryCache<{ name: string; count: number }[]>({ ttlMs, maxEntries: 1 });
  // The in-memory search index of the listed jobs, rebuilt when their search version moves (ADR 080).
  const searchIndexes = createSearchIndexStore({ db });
  // What probes learnt about typed words and technologies is a cache too: off with the result cache,
  // so a benchmark with caching off measures every probe in full.
  const probeMemo = ttlMs > 0 ? searchIndexes.memo : undefined;
  const forgetJobs = () => {
    searches.clear();
    stats.clear();
    topExpertises.clear();
  };
  // A job write on any instance reaches every instance's caches (LISTEN/NOTIFY or Redis pub/sub);
  // searches need no message: they are keyed by the jobs' search version.
  options.scaleOut?.jobsChanged.onChange(forgetJobs);
  return {
    db,
    i18n,
    files: options.files,
    images: options.images,
    mail: options.mail,
    mailOn: options.mailOn,
    tasks: options.tasks,
    hrEmail: options.hrEmail,
    publicUrl: options.publicUrl,
    onMailError: options.onMailError,
    limiter: options.limiter,
    rateLimitScale: options.rateLimitScale,
    mailDir: options.mailDir,
    fetchAllowHosts: options.fetchAllowHosts ?? [],
    newsletterRatePerMinute: options.newsletterRatePerMinute ?? 600,
    unsubscribeMailbox: options.unsubscribeMailbox,
    bounceMailbox: options.bounceMailbox,
    /** What the public forms (referral, extra request, contact, application) need to store and notify. */
    formDeps: {
      db,
      mail: options.mail,
      hrEmail: options.hrEmail,
      publicUrl: options.publicUrl,
      onMailError: options.onMailError,
    },
    /** The job search and the caches of job data. */
    jobCache: {
      /** Search answers, keyed by the jobs' search version, so no instance shows a stale one. */
      searches,
      stats,
      topExpertises,
      /** Which version of the listed jobs a search reads (the key of its cached answer). */
      probe: (request: JobSearchRequest) => probeJobSearch({ db, filter: request.filter, memo: probeMemo }),
      /** A job search, without the answer cache. */
      search: async (
        request: JobSearchRequest,
        locale: Locale,
        probe?: SearchProbe,
        candidate?: MatchCandidate | null,
      ) =>
        findJobs({
          candidate,
          db,
          request,
          locale,
          label: i18n.label(locale),
          indexes: searchIndexes,
          probe: probe ?? (await probeJobSearch({ db, filter: request.filter, memo: probeMemo })),
        }),
      /** Forgets cached searches and counts here and on every other instance; job writes call it. */
      jobsChanged: async () => {
        forgetJobs();
        await options.scaleOut?.jobsChanged.publish();
      },
    },
  };
}

export type ServiceContext = ReturnType<typeof createServiceContext>;
