import type { JobMatch, JobSummary } from '../../contracts/jobs.ts';
import { type MatchCandidate, type MatchJob, matchScore } from './match-score.ts';

/** What the match score reads of a job: its technologies, profession, seniority and language. */
type MatchedJob = Pick<JobSummary, 'expertises' | 'profession' | 'requiredLevels' | 'language'>;

/** A job as the match score reads it. */
export const matchJobOf = (job: MatchedJob): MatchJob => ({
  technologies: job.expertises.map((e) => e.name),
  profession: job.profession.value,
  requiredLevels: job.requiredLevels,
  language: job.language,
});

/** A candidate's match with a job as the API gives it (ADR 121): no score without CV technologies. */
export function jobMatch(candidate: MatchCandidate, job: MatchedJob): JobMatch {
  const result = matchScore({ candidate, job: matchJobOf(job) });
  return result.score === null
    ? { score: null, reasons: [], missing: result.missing }
    : { score: result.score, reasons: result.reasons };
}

/** Each job with the candidate's match (a copy; cached answers stay without it). */
export const withMatches = <T extends MatchedJob>(jobs: readonly T[], candidate: MatchCandidate): T[] =>
  jobs.map((job) => ({ ...job, match: jobMatch(candidate, job) }));
