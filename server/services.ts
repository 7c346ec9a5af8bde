import type { Locale } from '../contracts/enums.ts';
import type { JobSearchRequest } from '../contracts/jobs.ts';
import type { Database } from '../db/client.ts';
import { findExpertises } from '../core/catalog/find-expertises.ts';
import { listEnums } from '../core/catalog/list-enums.ts';
import { findJobs } from '../core/jobs/find-jobs.ts';
import { findSimilarJobs } from '../core/jobs/find-similar-jobs.ts';
import { getJob } from '../core/jobs/get-job.ts';
import { recordJobView } from '../core/jobs/record-job-view.ts';
import { listSitemapJobs } from '../core/jobs/list-sitemap-jobs.ts';
import { getHomeStats, type HomeStats } from '../core/jobs/get-home-stats.ts';
import { getTopExpertises } from '../core/jobs/get-top-expertises.ts';
import type { ServerI18n } from './i18n.ts';
import { createMemoryCache } from '../infra/cache/memory-cache.ts';
import type { JobSearchResponse } from '../contracts/jobs.ts';
import type { CubeCell } from '../core/jobs/facet-cube.ts';
import type { NotificationSettings, updateProfileSchema } from '../contracts/account.ts';
import type { z } from 'zod';
import { getCandidateProfile } from '../core/accounts/get-candidate-profile.ts';
import { updateCandidateProfile } from '../core/accounts/update-candidate-profile.ts';
import { updateNotificationSettings } from '../core/accounts/update-notification-settings.ts';
import { setAppLanguage } from '../core/accounts/set-app-language.ts';
import { exportMyData } from '../core/accounts/export-my-data.ts';
import { listAuthEvents } from '../core/accounts/list-auth-events.ts';
import { getAvatar } from '../core/accounts/get-avatar.ts';
import { getCvSettings } from '../core/accounts/get-cv-settings.ts';
import type { EmailQueue, FileStore } from '../core/shared/ports.ts';
import { AppError } from '../core/shared/app-error.ts';
import type { RateLimiter } from '../infra/rate-limit/db-rate-limiter.ts';
import { type RateLimitAction, ruleOf } from './rate-limits.ts';
import { listOutbox, readOutboxMessage } from '../infra/mail/outbox.ts';

/** The use cases, bound to this process's adapters; shared by the REST API and the pages. */
/** How long a job search, the home counts and the top technologies may be served from memory. */
export const JOB_CACHE_TTL_MS = 30_000;

export function createServices(
  database: Database,
  i18n: ServerI18n,
  options: {
    cacheJobs?: boolean;
    files: FileStore;
    mailDir?: string | undefined;
    /** Queues e-mails (durable send-email tasks). */
    mail: EmailQueue;
    /** Where HR notifications go. */
    hrEmail: string;
    /** The portal's public URL, for links in e-mails. */
    publicUrl: string;
    /** Counts requests per key (shared by all instances through the database). */
    limiter: RateLimiter;
    /** RATE_LIMIT_SCALE. */
    rateLimitScale: number;
  },
) {
  const db = database.db;
  const ttlMs = options.cacheJobs === false ? 0 : JOB_CACHE_TTL_MS;
  const searches = createMemoryCache<JobSearchResponse>({ ttlMs, maxEntries: 1000 });
  const stats = createMemoryCache<HomeStats>({ ttlMs, maxEntries: 1 });
  const topExpertises = createMemoryCache<{ name: string; count: number }[]>({ ttlMs, maxEntries: 1 });
  const cubes = createMemoryCache<CubeCell[]>({ ttlMs, maxEntries: 200 });
  return {
    /**
     * Counts one request of `action` by `key` (the form and the client's address, say) and throws
     * RATE_LIMITED (429) once over the limit of server/rate-limits.ts.
     */
    limitRate: async (action: RateLimitAction, key: string) => {
      const verdict = await options.limiter.consume(
        `${action}:${key}`,
        ruleOf(action, options.rateLimitScale),
      );
      if (!verdict.allowed)
        throw new AppError('RATE_LIMITED', { message: `retry after ${verdict.retryAfter ?? 60} s` });
    },
    findJobs: (request: JobSearchRequest, locale: Locale) =>
      searches.getOrLoad(`${locale}:${JSON.stringify(request)}`, () =>
        findJobs({ db, request, locale, label: i18n.label(locale), cubes }),
      ),
    /** Forgets cached searches and counts; job writes call it so this instance shows them at once. */
    jobsChanged: () => {
      searches.clear();
      cubes.clear();
      stats.clear();
      topExpertises.clear();
    },
    getJob: (id: number, locale: Locale) => getJob({ db, id, locale }),
    findSimilarJobs: (jobId: number, locale: Locale) => findSimilarJobs({ db, jobId, locale }),
    recordJobView: (id: number) => recordJobView({ db, id }),
    findExpertises: (name: string | undefined) => findExpertises({ db, name }),
    listEnums: (locale: Locale) => listEnums({ db, locale, label: i18n.label(locale) }),
    listSitemapJobs: () => listSitemapJobs({ db }),
    getHomeStats: () => stats.getOrLoad('all', () => getHomeStats({ db })),
    getTopExpertises: () => topExpertises.getOrLoad('all', () => getTopExpertises({ db })),
    getCandidateProfile: (userId: string) => getCandidateProfile({ db, userId }),
    updateCandidateProfile: (userId: string, changes: z.output<typeof updateProfileSchema>) =>
      updateCandidateProfile({ db, userId, changes }),
    updateNotificationSettings: (userId: string, settings: NotificationSettings) =>
      updateNotificationSettings({ db, userId, settings }),
    setAppLanguage: (userId: string, language: Locale) => setAppLanguage({ db, userId, language }),
    exportMyData: (userId: string) => exportMyData({ db, userId }),
    getCvSettings: (userId: string) => getCvSettings({ db, userId }),
    getAvatar: (userId: string) => getAvatar({ db, files: options.files, userId }),
    /** The mail outbox of the embedded default (no SMTP): null when mail goes out by SMTP. */
    listOutbox: (limit = 100) =>
      options.mailDir ? listOutbox(options.mailDir, { limit }) : Promise.resolve(null),
    readOutboxMessage: (id: string) =>
      options.mailDir ? readOutboxMessage(options.mailDir, id) : Promise.resolve(undefined),
    listAuthEvents: (limit?: number) => listAuthEvents({ db, ...(limit ? { limit } : {}) }),
  };
}

export type Services = ReturnType<typeof createServices>;
