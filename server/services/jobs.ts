import type { AdminJobListQuery, JobInput } from '../../contracts/admin.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobSearchRequest, JobSummary } from '../../contracts/jobs.ts';
import { createJob } from '../../core/jobs/create-job.ts';
import { expireJob } from '../../core/jobs/expire-job.ts';
import { findSimilarJobs } from '../../core/jobs/find-similar-jobs.ts';
import { getAdminJob } from '../../core/jobs/get-admin-job.ts';
import { getHomeStats } from '../../core/jobs/get-home-stats.ts';
import { getJob } from '../../core/jobs/get-job.ts';
import { renderJobShareImage } from '../../core/jobs/render-job-share-image.ts';
import { getMarketRates } from '../../core/jobs/get-market-rates.ts';
import { getTopExpertises } from '../../core/jobs/get-top-expertises.ts';
import { listAdminJobs } from '../../core/jobs/list-admin-jobs.ts';
import { listSitemapJobs } from '../../core/jobs/list-sitemap-jobs.ts';
import { publishJob } from '../../core/jobs/publish-job.ts';
import { recordJobView } from '../../core/jobs/record-job-view.ts';
import { refreshNetPay } from '../../core/jobs/refresh-net-pay.ts';
import { unpublishJob } from '../../core/jobs/unpublish-job.ts';
import { updateJob } from '../../core/jobs/update-job.ts';
import { getMatchCandidate } from '../../core/matching/get-match-candidate.ts';
import { jobMatch, withMatches } from '../../core/matching/job-match.ts';
import { dismissRecommendation } from '../../core/matching/dismiss-recommendation.ts';
import { restoreRecommendation } from '../../core/matching/restore-recommendation.ts';
import { listDismissedJobs } from '../../core/matching/list-dismissed-jobs.ts';
import { recommendJobs } from '../../core/matching/recommend-jobs.ts';
import { AppError } from '../../core/shared/app-error.ts';
import type { ServiceContext } from './context.ts';

/**
 * The job list and job pages for everyone, and the admin's job writes: every write calls
 * `jobsChanged`, so searches show it at once on every instance.
 */
export function createJobsServices({ db, jobCache, images }: ServiceContext) {
  const changingJobs =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await run(...args);
      await jobCache.jobsChanged();
      return result;
    };
  return {
    /** A job search; answers are cached by the jobs' search version, so no instance shows a stale one. */
    findJobs: async (request: JobSearchRequest, locale: Locale, userId?: string | null) => {
      // A signed-in candidate's jobs carry their match (ADR 121); nobody else's ever do.
      if (request.sort === 'match' && !userId) throw new AppError('MATCH_NEEDS_CANDIDATE');
      // The candidate and the probe in parallel: two round trips at once (ADR 125).
      const [candidate, probe] = await Promise.all([
        userId ? getMatchCandidate({ db, userId }) : null,
        jobCache.probe(request),
      ]);
      if (request.sort === 'match' && !candidate) throw new AppError('MATCH_NEEDS_CANDIDATE');
      // "Best match first" is the candidate's own order: never cached.
      if (request.sort === 'match') return jobCache.search(request, locale, probe, candidate);
      const answer = await jobCache.searches.getOrLoad(
        `${probe.version}:${locale}:${JSON.stringify(request)}`,
        () => jobCache.search(request, locale, probe),
      );
      return candidate
        ? { ...answer, page: { ...answer.page, content: withMatches(answer.page.content, candidate) } }
        : answer;
    },
    /** A signed-in candidate's match with a job (ADR 121); null for an account without a candidate profile. */
    matchJob: async (userId: string, job: JobSummary) => {
      const candidate = await getMatchCandidate({ db, userId });
      return candidate ? jobMatch(candidate, job) : null;
    },
    /**
     * "Recommended for you" (ADR 124): a signed-in candidate's best new matches, or what to add to the
     * CV; null for an account without a candidate profile. Never cached (the candidate's own).
     */
    recommendJobs: (userId: string, locale: Locale) =>
      recommendJobs({
        db,
        userId,
        search: (request, candidate) => jobCache.search(request, locale, undefined, candidate),
      }),
    /** "Not interested" on a recommendation (ADR 127): never recommended to the candidate again. */
    dismissRecommendation: (userId: string, jobId: number) => dismissRecommendation({ db, userId, jobId }),
    /** Undoes "not interested": the job may be recommended again. */
    restoreRecommendation: (userId: string, jobId: number) => restoreRecommendation({ db, userId, jobId }),
    /** The jobs the candidate marked "not interested", newest first, to recommend one again. */
    listDismissedJobs: (userId: string) => listDismissedJobs({ db, userId }),
    /** Forgets cached searches and counts; job writes call it so every instance shows them at once. */
    jobsChanged: jobCache.jobsChanged,
    getJob: (id: number, locale: Locale) => getJob({ db, id, locale }),
    /** The Open Graph image of a job: title, pay and place, drawn on the server. */
    renderJobShareImage: (
      id: number,
      locale: Locale,
      t: (key: string, values?: Record<string, unknown>) => string,
    ) => renderJobShareImage({ db, images, id, locale, t, brand: 'Kariéra IT' }),
    findSimilarJobs: (jobId: number, locale: Locale) => findSimilarJobs({ db, jobId, locale }),
    recordJobView: (id: number) => recordJobView({ db, id }),
    listSitemapJobs: () => listSitemapJobs({ db }),
    getHomeStats: () => jobCache.stats.getOrLoad('all', () => getHomeStats({ db })),
    getTopExpertises: () => jobCache.topExpertises.getOrLoad('all', () => getTopExpertises({ db })),
    /** Daily rates of published jobs requiring the technologies of a stack (salary calculator). */
    getMarketRates: (names: readonly string[]) => getMarketRates({ db, names }),
    /** Computes the net pay of jobs without one of the tax year in force (at start-up and hourly, ADR 120). */
    refreshNetPay: changingJobs((now?: Date) => refreshNetPay({ db, ...(now ? { now } : {}) })),
    admin: {
      listAdminJobs: (query: AdminJobListQuery) => listAdminJobs({ db, query }),
      getAdminJob: (id: number) => getAdminJob({ db, id }),
      createJob: changingJobs((input: JobInput, publish: boolean) => createJob({ db, input, publish })),
      updateJob: changingJobs((id: number, input: JobInput) => updateJob({ db, id, input })),
      publishJob: changingJobs((id: number) => publishJob({ db, id })),
      unpublishJob: changingJobs((id: number) => unpublishJob({ db, id })),
      expireJob: changingJobs((id: number) => expireJob({ db, id })),
    },
  };
}
