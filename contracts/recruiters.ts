import { z } from 'zod';
import { matchReasonSchema } from './jobs.ts';

/**
 * The recruiters' side of the match (ADR 122): candidates who let the company's recruiters find
 * them, ranked for a job by the match score (ADR 121), and the invitations to apply.
 */

/** The candidate's "let the company's recruiters find me" switch, a consent with its date and text version. */
export const recruiterVisibilitySchema = z.object({
  enabled: z.boolean(),
  /** When the standing consent was given; null while the switch is off. */
  grantedAt: z.string().nullable(),
  textVersion: z.string().nullable(),
});
export type RecruiterVisibility = z.infer<typeof recruiterVisibilitySchema>;

export const recruiterVisibilityInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'validation.invalid' }),
});

/** How many of the best-ranked candidates a job's list pages through (ADR 122). */
export const RANKED_CANDIDATES_CAP = 200;
/** Candidates per page of a job's ranked list. */
export const RANKED_CANDIDATES_PAGE_SIZE = 20;

export const rankedCandidatesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(RANKED_CANDIDATES_CAP / RANKED_CANDIDATES_PAGE_SIZE, 'validation.invalid')
    .default(1),
});

/** A candidate ranked for a job, as an admin sees them: the score and reasons, the CV, the invitation. */
export const rankedCandidateSchema = z.object({
  userId: z.string(),
  name: z.string(),
  profession: z.string().nullable(),
  score: z.number().int().min(0).max(100).nullable(),
  reasons: z.array(matchReasonSchema),
  missing: z.literal('technologies').optional(),
  /** The CV's share token (the admin view at /cv/{token}) and the uploaded document, once the CV has content. */
  cv: z.object({ token: z.string(), fileId: z.string().nullable() }).nullable(),
  invitedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type RankedCandidate = z.infer<typeof rankedCandidateSchema>;

export const rankedCandidatesSchema = z.object({
  items: z.array(rankedCandidateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Candidates ranked (at most RANKED_CANDIDATES_CAP). */
  total: z.number().int(),
  totalPages: z.number().int(),
  /** More candidates opted in than the list ranks: the best by technologies and profession are kept. */
  capped: z.boolean(),
});
export type RankedCandidates = z.infer<typeof rankedCandidatesSchema>;

export const invitationSchema = z.object({
  jobId: z.number().int(),
  userId: z.string(),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitation as the candidate sees it: the job and whether they have applied since. */
export const myInvitationSchema = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  partner: z.string(),
  city: z.string(),
  invitedAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;
