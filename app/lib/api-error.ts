/**
 * A failed API call. `message` is what the user is told, already in the page's language (docs/product/errors.md):
 * 404 "There was a problem loading the data.", 500 and network failures "An unexpected error
 * occurred…", other statuses the server's own (translated) message. A 403 is `silent`: it is not
 * shown and not reported, since the page handles it (e.g. by asking to sign in again).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The problem's `code` (e.g. VALIDATION_FAILED), `NETWORK`, or `HTTP_<status>` without one. */
  readonly code: string;
  /** Field path → translated messages, for forms (VALIDATION_FAILED). */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { fieldErrors?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = options.fieldErrors;
  }

  /** Neither shown nor reported (403). */
  get silent(): boolean {
    return this.status === 403;
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
