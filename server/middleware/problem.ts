import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Problem } from '../../contracts/problem.ts';
import type { AppError } from '../../core/shared/app-error.ts';

const TITLE_KEYS: Record<string, string> = {
  VALIDATION_FAILED: 'errors.validation',
  NOT_FOUND: 'errors.notFound',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  RATE_LIMITED: 'errors.rateLimited',
  INTERNAL: 'errors.unexpected',
  job_application_unavailable: 'errors.applicationUnavailable',
  ALREADY_APPLIED: 'errors.alreadyApplied',
  ALREADY_INVITED: 'errors.alreadyInvited',
  CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE: 'errors.applicationRefused',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  EMAIL_NOT_VERIFIED: 'errors.emailNotVerified',
  LINK_URL_REFUSED: 'errors.linkRefused',
  LINK_NOT_HTML: 'errors.linkNotHtml',
  LINK_TOO_LARGE: 'errors.linkTooLarge',
  LINK_TIMEOUT: 'errors.linkTimeout',
  LINK_UNREACHABLE: 'errors.linkUnreachable',
  LINK_EXISTS: 'errors.linkExists',
  LINK_USED: 'errors.linkUsed',
  CV_PASSWORD_REQUIRED: 'cv:errors.passwordRequired',
  CV_PASSWORD_WRONG: 'cv:errors.passwordWrong',
  CV_LOCKED: 'cv:errors.locked',
  CV_SECTION_STALE: 'cv:errors.sectionStale',
  JOB_PAY_REQUIRED: 'errors.payRequired',
  CONSENT_REQUIRED: 'cv:errors.consentRequired',
};

/** Translated messages of a zod error, by dotted field path. */
/**
 * A message key: `validation.*` of the common catalog or of a feature's (`events:validation.*`), or a
 * feature's `errors.*` (`cv:errors.*`).
 */
const isMessageKey = (m: string) => /^(([a-z-]+:)?validation\.|[a-z-]+:errors\.)/.test(m);

export function fieldErrorsOf(error: z.ZodError, t: TFunction): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    let message: string;
    if (isMessageKey(issue.message)) message = t(issue.message as never);
    else if (issue.code === 'too_big') message = t('validation.tooBig', { max: String(issue.maximum) });
    else if (issue.code === 'too_small') message = t('validation.tooSmall', { min: String(issue.minimum) });
    else if (issue.code === 'unrecognized_keys')
      message = t('validation.unknownField', { fields: issue.keys.join(', ') });
    else if (issue.code === 'custom' && issue.message === 'range') message = t('validation.range');
    else message = t('validation.invalid');
    (out[field] ??= []).push(message);
  }
  return out;
}

/**
 * The challenges of a 401 (RFC 9110 §11.6.1): the API takes the session token as `Authorization:
 * Bearer` as well as in its cookie; a password-protected shared CV is opened by a cookie that its
 * unlock call sets (ADR 104).
 */
export const AUTH_CHALLENGES = {
  session: 'Bearer realm="kariera-it"',
  cvPassword: 'Cookie realm="kariera-it-cv"',
} as const;

export function problemResponse(c: Context, problem: Omit<Problem, 'type' | 'instance'>): Response {
  const body: Problem = { type: 'about:blank', instance: c.req.path, ...problem };
  return c.body(JSON.stringify(body), problem.status as ContentfulStatusCode, {
    'content-type': 'application/problem+json; charset=utf-8',
    ...(problem.status === 401
      ? {
          'www-authenticate':
            problem.code === 'CV_PASSWORD_REQUIRED' ? AUTH_CHALLENGES.cvPassword : AUTH_CHALLENGES.session,
        }
      : {}),
  });
}

export function validationProblem(c: Context, error: z.ZodError, t: TFunction): Response {
  return problemResponse(c, {
    title: t('errors.validation'),
    status: 400,
    code: 'VALIDATION_FAILED',
    fieldErrors: fieldErrorsOf(error, t),
  });
}

export function appErrorProblem(c: Context, error: AppError, t: TFunction): Response {
  return problemResponse(c, {
    title: t((TITLE_KEYS[error.code] ?? 'errors.unexpected') as never),
    status: error.status,
    code: error.code,
    ...(error.fieldErrors ? { fieldErrors: translateFieldErrors(error.fieldErrors, t) } : {}),
  });
}

/** Field errors whose messages are translation keys (`validation.*`), in the request's language. */
export function translateFieldErrors(
  fieldErrors: Record<string, string[]>,
  t: TFunction,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((m) => (isMessageKey(m) ? t(m as never) : m)),
    ]),
  );
}
