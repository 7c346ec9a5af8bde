import { and, eq, inArray } from 'drizzle-orm';
import { JOB_ALERT_SCORE_MAX, JOB_ALERT_SCORE_MIN } from '../../contracts/job-alert-frequencies.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscription } from '../../db/schema/consent.ts';
import { getMatchCandidate } from '../matching/get-match-candidate.ts';
import { AppError } from '../shared/app-error.ts';

/** The jobs digest by the CV's match of an account as its newsletter settings show it (ADR 127). */
export interface JobsDigestMatch {
  /** Whether the account receives the jobs digest (confirmed, or waiting for the address's confirmation). */
  subscribed: boolean;
  /** The least match score of the jobs listed; null: the profile's filter. */
  minScore: number | null;
  /** Whether the CV names technologies (a score needs them). */
  hasTechnologies: boolean;
}

/** The account's `jobs` subscriptions that are on (an ended one keeps its choice for a return). */
const liveJobsTopic = (userId: string) =>
  and(
    eq(newsletterSubscription.userId, userId),
    eq(newsletterSubscription.topic, 'jobs'),
    inArray(newsletterSubscription.status, ['pending', 'confirmed']),
  );

/**
 * The jobs digest by the CV's match of an account (ADR 127); null for an account without a candidate
 * profile (an admin), which is offered no match.
 */
export async function getJobsDigestMatch({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<JobsDigestMatch | null> {
  const candidate = await getMatchCandidate({ db, userId });
  if (!candidate) return null;
  const [subscription] = await db
    .select({ minScore: newsletterSubscription.minScore })
    .from(newsletterSubscription)
    .where(liveJobsTopic(userId))
    .orderBy(newsletterSubscription.id)
    .limit(1);
  return {
    subscribed: !!subscription,
    minScore: subscription?.minScore ?? null,
    hasTechnologies: candidate.technologies.length > 0,
  };
}

/** Whether a least match score is a whole number in 1–100. */
export const isDigestMinScore = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= JOB_ALERT_SCORE_MIN &&
  (value as number) <= JOB_ALERT_SCORE_MAX;

/**
 * Sets (a score 1–100) or clears (null) the least match score of the account's jobs digest (ADR 127).
 * Only a candidate (MATCH_NEEDS_CANDIDATE otherwise) who receives the digest (VALIDATION_FAILED on
 * `minScore`, "switch on new jobs first") sets one, and only when the CV names technologies
 * (VALIDATION_FAILED on `minScore`, the match alerts' "add your technologies", ADR 126). Clearing is
 * always allowed. Answers the setting now.
 */
export async function setJobsDigestMatch({
  db,
  userId,
  minScore,
}: {
  db: Db;
  userId: string;
  minScore: number | null;
}): Promise<JobsDigestMatch> {
  if (minScore !== null && !isDigestMinScore(minScore))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { minScore: ['validation.matchScore'] } });
  const current = await getJobsDigestMatch({ db, userId });
  if (!current) throw new AppError('MATCH_NEEDS_CANDIDATE');
  if (minScore !== null && !current.subscribed)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { minScore: ['newsletter:digestMatch.needsJobs'] },
    });
  if (minScore !== null && !current.hasTechnologies)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { minScore: ['validation.matchNeedsTechnologies'] },
    });
  if (current.subscribed)
    await db.update(newsletterSubscription).set({ minScore }).where(liveJobsTopic(userId));
  return { ...current, minScore: current.subscribed ? minScore : null };
}
