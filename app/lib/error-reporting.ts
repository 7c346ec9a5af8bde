/**
 * The browser's error reporting: a few hundred bytes in the first-load bundle that hand errors to
 * Sentry once `sentry.client.ts` has been loaded (only when the server has a DSN configured, ADR 012).
 * Until then errors are kept, a few at most, but only when Sentry is on its way.
 */

/** What is known about a failure besides the error itself. */
export interface BrowserErrorContext {
  /** Where it was caught: an API call, the router (loader, action, render). */
  source: 'api' | 'router';
  method?: string;
  path?: string;
  status?: number;
  code?: string;
}

export type BrowserReporter = (error: unknown, context: BrowserErrorContext) => void;

const MAX_PENDING = 10;
let reporter: BrowserReporter | undefined;
let pending: [unknown, BrowserErrorContext][] | undefined;

/** Sends `error` to Sentry if it is loaded; a no-op when error reporting is off. */
export function reportBrowserError(error: unknown, context: BrowserErrorContext): void {
  if (reporter) reporter(error, context);
  else if (pending && pending.length < MAX_PENDING) pending.push([error, context]);
}

/** Sentry is being loaded: keep the errors reported meanwhile for it. */
export function expectBrowserReporter(): void {
  pending ??= [];
}

/** Installs the reporter (Sentry) and hands it the errors kept while it loaded. */
export function setBrowserReporter(next: BrowserReporter | undefined): void {
  reporter = next;
  const kept = pending ?? [];
  pending = undefined;
  if (next) for (const [error, context] of kept) next(error, context);
}
