import type { JobMatch, JobSearchRequest, JobSearchResponse, JobSummary } from '../../contracts/jobs.ts';
import type { Db } from '../../db/client.ts';
import { findAppliedJobs } from '../applications/find-applied-jobs.ts';
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
 * days that ask for at least one of the CV's technologies and that the candidate has not applied
 * for, the five with the highest match score (newest first among equal scores). Null for an account
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
  const applied = await findAppliedJobs({
    db,
    userId,
    jobIds: ranked.slice(0, 50).map((job) => job.id),
  });
  return { jobs: ranked.filter((job) => !applied.has(job.id)).slice(0, RECOMMENDATIONS.shown) };
}
