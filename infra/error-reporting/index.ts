import type { ErrorReporter } from '../../core/shared/ports.ts';

/** Reports nothing: the reporter when `SENTRY_DSN` is not set. */
export const noopErrorReporter: ErrorReporter = {
  report() {},
  flush: () => Promise.resolve(true),
};

export interface ErrorReporterOptions {
  /** Sentry DSN; without one no Sentry code is loaded at all. */
  dsn: string | undefined;
  environment?: string;
  release?: string;
  /** Told when the Sentry SDK cannot be loaded (errors are then not reported). */
  onLoadFailure?: (error: unknown) => void;
}

/**
 * The error reporter for `dsn`: a no-op without one; otherwise Sentry, whose SDK is imported in the
 * background right away (it takes about half a second), so that start-up does not wait for it and
 * errors reported meanwhile are sent once it is there.
 */
export function createErrorReporter({
  dsn,
  environment,
  release,
  onLoadFailure,
}: ErrorReporterOptions): ErrorReporter {
  if (!dsn) return noopErrorReporter;
  const loading: Promise<ErrorReporter> = import('./sentry.ts')
    .then((m) => m.createSentryReporter({ dsn, environment, release }))
    .catch((error: unknown) => {
      onLoadFailure?.(error);
      return noopErrorReporter;
    });
  return {
    report(error, context) {
      // Reporting must never fail a request or the process (an unhandled rejection would).
      loading.then((reporter) => reporter.report(error, context)).catch(() => undefined);
    },
    // Reports queued before this call run first: their callbacks were attached to `loading` earlier.
    flush: (timeoutMs) => loading.then((reporter) => reporter.flush(timeoutMs)),
  };
}
