import type { ErrorCode } from '../../contracts/problem.ts';

/** A failure a caller can act on; mapped to HTTP once, in the server's error middleware. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field path → translation keys (or messages) for VALIDATION_FAILED. */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    code: ErrorCode,
    options: { status?: number; message?: string; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? defaultStatus(code);
    this.fieldErrors = options.fieldErrors;
  }
}

function defaultStatus(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'LINK_URL_REFUSED':
    case 'CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE':
    case 'job_application_unavailable':
    case 'MATCH_NEEDS_CANDIDATE':
      return 400;
    case 'UNAUTHORIZED':
    case 'CV_PASSWORD_REQUIRED':
      return 401;
    case 'FORBIDDEN':
    case 'EMAIL_NOT_VERIFIED':
    case 'CV_PASSWORD_WRONG':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'LINK_USED':
      return 410;
    case 'RATE_LIMITED':
    case 'CV_LOCKED':
      return 429;
    case 'ALREADY_APPLIED':
    case 'ALREADY_INVITED':
    case 'LINK_EXISTS':
    case 'CV_SECTION_STALE':
    case 'CONSENT_REQUIRED':
      return 409;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'LINK_NOT_HTML':
    case 'LINK_TOO_LARGE':
    case 'LINK_TIMEOUT':
    case 'LINK_UNREACHABLE':
    case 'JOB_PAY_REQUIRED':
      return 422;
    default:
      return 500;
  }
}

/**
 * Whether `error` is an AppError with `code`. Compares the code rather than the class, because the
 * page bundle and the server may each hold their own copy of this module.
 */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Whether `e` is an AppError: this module's class, or another copy's (the page bundle and the server
 * may each hold their own).
 */
export const isAppError = (e: unknown): e is AppError =>
  e instanceof AppError || (e instanceof Error && e.name === 'AppError' && 'code' in e);
