import type { Locale } from '../../contracts/enums.ts';
import { JOB_PAGE_SIZE_DEFAULT } from '../../contracts/job-constants.ts';
import { jobSearchToParams } from '../../contracts/job-search-params.ts';
import type { JobFilter, JobSearchSort, JobSummary } from '../../contracts/jobs.ts';
import { jobMatch } from '../matching/job-match.ts';
import type { MatchCandidate } from '../matching/match-score.ts';
import { localizePath } from '../shared/locale.ts';

/** A job a search found, as job alert and digest e-mails list it (and the match score reads it). */
export type AlertJob = Pick<
  JobSummary,
  | 'id'
  | 'name'
  | 'city'
  | 'publishedAt'
  | 'hourlyRate'
  | 'mdBudgetFrom'
  | 'mdBudgetTo'
  | 'monthlySalaryFrom'
  | 'monthlySalaryTo'
  | 'remoteOfficePercentage'
  | 'expertises'
  | 'profession'
  | 'requiredLevels'
  | 'language'
>;

/**
 * The published jobs a job search finds, newest first (the job list's own search), and how many in
 * all: `size` of them from page `page` (0 first).
 */
export type SearchAlertJobs = (
  filter: Record<string, unknown>,
  language: Locale,
  size?: number,
  page?: number,
) => Promise<{ jobs: AlertJob[]; total: number }>;

/** The most technologies a mailed job names. */
const MAIL_TECHNOLOGIES = 8;

/** A job as the e-mail lists it: title, city, pay, remote share and technologies, and its address. */
export function alertMailJob(job: AlertJob, base: string, language: Locale) {
  return {
    name: job.name,
    city: job.city,
    url: `${base}${localizePath(language, `/jobs/${job.id}`)}`,
    pay: {
      hourly: job.hourlyRate,
      mdFrom: job.mdBudgetFrom,
      mdTo: job.mdBudgetTo,
      monthlyFrom: job.monthlySalaryFrom,
      monthlyTo: job.monthlySalaryTo,
    },
    remote: Math.max(0, Math.min(100, job.remoteOfficePercentage)),
    technologies: job.expertises.slice(0, MAIL_TECHNOLOGIES).map((e) => e.name.slice(0, 80)),
  };
}

/** The job list with a search's filters (or in "best match first" order): "see all N matches". */
export function jobListUrl(
  base: string,
  language: Locale,
  filter: Record<string, unknown>,
  sort: JobSearchSort,
) {
  const params = jobSearchToParams({
    filter: filter as JobFilter,
    sort,
    page: 0,
    size: JOB_PAGE_SIZE_DEFAULT,
  });
  const query = params.toString();
  return `${base}${localizePath(language, '/jobs')}${query ? `?${query}` : ''}`;
}

/** Whether a job was published after `since` and not after `now`: new to an alert or a digest. */
export const publishedBetween = (job: Pick<AlertJob, 'publishedAt'>, since: Date, now: Date) =>
  !!job.publishedAt && new Date(job.publishedAt) > since && new Date(job.publishedAt) <= now;

/**
 * The jobs whose match score (ADR 121) against a CV reaches `minScore`, each with its score, best
 * first (a stable sort: the search's newest first among equal scores). The one formula of the match
 * alerts (ADR 126) and of the jobs digest by the CV (ADR 127).
 */
export function jobsMatchingCv<T extends AlertJob>(
  candidate: MatchCandidate,
  jobs: readonly T[],
  minScore: number,
): { job: T; score: number }[] {
  return jobs
    .map((job) => ({ job, score: jobMatch(candidate, job).score }))
    .filter((s): s is { job: T; score: number } => s.score !== null && s.score >= minScore)
    .sort((a, b) => b.score - a.score);
}
