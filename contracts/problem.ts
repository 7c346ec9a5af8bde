import { z } from 'zod';

/** Stable error codes of the API; the UI maps them to translated messages. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL',
  'CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE',
  'job_application_unavailable',
  'ALREADY_APPLIED',
  'UNSUPPORTED_MEDIA_TYPE',
  /** The action needs a verified e-mail address (docs/product/states.md: the verification dialog instead). */
  'EMAIL_NOT_VERIFIED',
  // Link previews (newsfeed): a URL the guarded fetcher refuses, and pages it cannot use.
  'LINK_URL_REFUSED',
  'LINK_NOT_HTML',
  'LINK_TOO_LARGE',
  'LINK_TIMEOUT',
  'LINK_UNREACHABLE',
  'LINK_EXISTS',
  /** A one-time link (a newsletter or job alert confirmation) that was used already. */
  'LINK_USED',
  // Shared CVs: a password-protected CV not unlocked yet, a wrong CV password, and a CV locked for
  // everyone after too many wrong passwords from all addresses (429).
  'CV_PASSWORD_REQUIRED',
  'CV_PASSWORD_WRONG',
  'CV_LOCKED',
  /** A job is published only with its pay (a salary range or a rate). */
  'JOB_PAY_REQUIRED',
  /** The "best match first" sort needs a signed-in candidate (their CV is what is matched). */
  'MATCH_NEEDS_CANDIDATE',
  /** A CV section saved since the editor loaded it (another tab): reload before saving it (ADR 115). */
  'CV_SECTION_STALE',
  /** A recruiter already invited this candidate to apply for this job (one invitation per candidate and job). */
  'ALREADY_INVITED',
  /** An anonymised client CV needs the candidate's recorded consent, given and not withdrawn (409). */
  'CONSENT_REQUIRED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** RFC 9457 problem details with the portal's code and per-field messages. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Field path (dot separated) → translated messages. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
