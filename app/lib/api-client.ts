import type { TFunction } from '../i18n/translator.ts';
import { ApiError } from './api-error.ts';
import { type BrowserErrorContext, reportBrowserError } from './error-reporting.ts';

export { ApiError, isApiError } from './api-error.ts';

/** What an error answer's body may say: problem+json (the portal's API) or `{ code, message }` (auth). */
interface ErrorBody {
  title?: unknown;
  message?: unknown;
  code?: unknown;
  fieldErrors?: unknown;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

function fieldErrorsOf(body: ErrorBody | undefined): Record<string, string[]> | undefined {
  const f = body?.fieldErrors;
  if (!f || typeof f !== 'object') return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(f as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/** The user-facing message for a failed call with `status` (0: no answer) and its parsed body (docs/product/errors.md). */
export function apiErrorMessage(status: number, body: ErrorBody | undefined, t: TFunction): string {
  if (status === 403) return t('errors.forbidden');
  if (status === 404) return t('errors.apiNotFound');
  if (status === 0 || status >= 500) return t('errors.unexpected');
  const firstFieldMessage = Object.values(fieldErrorsOf(body) ?? {}).flat()[0];
  return text(body?.title) ?? text(body?.message) ?? firstFieldMessage ?? t('errors.unexpected');
}

export interface ApiRequestInit extends RequestInit {
  /** Sent as the JSON body (sets `content-type`). */
  json?: unknown;
}

export type ApiFetch = <T = unknown>(path: string, init?: ApiRequestInit) => Promise<T>;

export interface ApiClientOptions {
  /** Translator of the page's language (`useTranslation().t`). */
  t: TFunction;
  /** The page's language: the server answers its messages in it (`accept-language`). */
  language: string;
  fetch?: typeof fetch;
  /** Where non-403 failures go; the browser's Sentry when loaded. */
  report?: (error: ApiError, context: BrowserErrorContext) => void;
}

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('content-type') ?? '');

/**
 * `fetch` for the portal's API: sends the page's language, parses the JSON answer and throws an
 * `ApiError` with a user-facing message for a failed one. Aborted calls rethrow the abort as is.
 */
export function createApiFetch({
  t,
  language,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  report = reportBrowserError,
}: ApiClientOptions): ApiFetch {
  return async function apiFetch<T>(path: string, { json, headers, ...init }: ApiRequestInit = {}) {
    const method = (init.method ?? 'GET').toUpperCase();
    const context = { source: 'api' as const, method, path: path.split(/[?#]/)[0] };
    const fail = (error: ApiError): never => {
      if (!error.silent) report(error, { ...context, status: error.status, code: error.code });
      throw error;
    };
    const requestHeaders = new Headers(headers);
    if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json');
    if (!requestHeaders.has('accept-language')) requestHeaders.set('accept-language', language);
    if (json !== undefined) requestHeaders.set('content-type', 'application/json');

    let response: Response;
    try {
      response = await fetchImpl(path, {
        ...init,
        headers: requestHeaders,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      return fail(new ApiError(0, 'NETWORK', apiErrorMessage(0, undefined, t), { cause: error }));
    }

    if (!response.ok) {
      const body = isJson(response)
        ? ((await response.json().catch(() => undefined)) as ErrorBody | undefined)
        : undefined;
      return fail(
        new ApiError(
          response.status,
          text(body?.code) ?? `HTTP_${response.status}`,
          apiErrorMessage(response.status, body, t),
          { fieldErrors: fieldErrorsOf(body) },
        ),
      );
    }
    if (response.status === 204 || response.status === 205) return undefined as T;
    if (!isJson(response)) return (await response.text()) as T;
    try {
      return (await response.json()) as T;
    } catch (error) {
      if (init.signal?.aborted) throw error;
      return fail(
        new ApiError(response.status, 'INVALID_RESPONSE', apiErrorMessage(500, undefined, t), {
          cause: error,
        }),
      );
    }
  };
}
