import { sql } from 'drizzle-orm';
import type { JobMatch, JobSearchRequest, JobSearchResponse, JobSummary } from '../../contracts/jobs.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { getMatchCandidate } from './get-match-candidate.ts';

/** "Recommended for you" (ADR 124): how many, how new, and how many of the newest jobs are looked at. */
export const RECOMMENDATIONS = {
  shown: 5,
  /** A job is new for 30 days after it was published. */
  newWithinDays: 30,
  /** The newest jobs asking for any of the CV's technologies that are scored (the rest are older). */
  pool: 200,
} as const;

export type RecommendedJob = JobSummary & { match: JobMatch & { score: number } };

export type Recommendations =
  | { jobs: RecommendedJob[] }
  /** A CV without technologies: no score, only what to add (ADR 121). */
  | { missing: 'technologies' };

/**
 * The best new matches of a signed-in candidate's CV (ADR 124): of the jobs published in the last 30
 * days that ask for at least one of the CV's technologies and that the candidate has neither applied
 * for nor dismissed ("not interested", ADR 127), the five with the highest match score (newest first among equal scores). Null for an account
 * without a candidate profile (an admin): nobody but the candidate gets a match.
 */
export async function recommendJobs({
  db,
  userId,
  search,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  /** The job search (the instance's index), with the candidate's match on each job. */
  search: (
    request: JobSearchRequest,
    candidate: NonNullable<Awaited<ReturnType<typeof getMatchCandidate>>>,
  ) => Promise<JobSearchResponse>;
  now?: Date;
}): Promise<Recommendations | null> {
  const candidate = await getMatchCandidate({ db, userId, today: now.toISOString().slice(0, 10) });
  if (!candidate) return null;
  if (!candidate.technologies.length) return { missing: 'technologies' };
  const expertises = [...new Set(candidate.technologies.map((t) => t.name))];
  const answer = await search(
    { filter: { expertises }, sort: 'newest', page: 0, size: RECOMMENDATIONS.pool },
    candidate,
  );
  const since = now.getTime() - RECOMMENDATIONS.newWithinDays * 86_400_000;
  const ranked = answer.page.content
    .filter((job): job is RecommendedJob => {
      const published = job.publishedAt ? Date.parse(job.publishedAt) : NaN;
      return (
        published >= since &&
        typeof job.match?.score === 'number' &&
        job.match.reasons.some((r) => r.kind === 'technology')
      );
    })
    // A stable sort: the newest first among equal scores, as the search gave them.
    .sort((a, b) => b.match.score - a.match.score);
  const setAside = await setAsideJobs(
    db,
    userId,
    ranked.map((job) => job.id),
  );
  return { jobs: ranked.filter((job) => !setAside.has(job.id)).slice(0, RECOMMENDATIONS.shown) };
}

/** Which of `jobIds` the candidate applied for or dismissed ("not interested", ADR 127): one query. */
async function setAsideJobs(db: Db, userId: string, jobIds: number[]): Promise<Set<number>> {
  if (!jobIds.length) return new Set();
  const ids = sql.join(
    jobIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ jobId: number }>(
    db,
    sql`select job_id as "jobId" from job_application where user_id = ${userId} and job_id in (${ids})
      union select job_id from dismissed_job where user_id = ${userId} and job_id in (${ids})`,
  );
  return new Set(rows.map((r) => Number(r.jobId)));
}
