import { captureException, init, replayIntegration, withScope } from '@sentry/browser';
import { setBrowserReporter } from './error-reporting.ts';
import { REPORT_DATA_COLLECTION } from '../../contracts/error-reporting.ts';

/** Replays: 10 % of sessions, and every session in which an error occurs (docs/product/constants.md, docs/ARCHITECTURE.md#stack). */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;

/**
 * Starts the browser's Sentry SDK. Loaded with `import()` by entry.client only when the root loader
 * says a DSN is configured, so none of it is in the first-load bundle. Replays mask all text and
 * block media (the SDK's defaults).
 */
export function startSentry(dsn: string): void {
  init({
    dsn,
    integrations: [replayIntegration()],
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    dataCollection: REPORT_DATA_COLLECTION,
  });
  setBrowserReporter((error, { source, method, path, status, code }) => {
    withScope((scope) => {
      scope.setTag('source', source);
      if (status !== undefined) scope.setTag('http.status_code', String(status));
      if (code) scope.setTag('error_code', code);
      if (method && path) {
        scope.setContext('request', { method, path });
        // One issue per endpoint and status, whatever the language of the message.
        scope.setFingerprint(['api', method, path.replace(/\/\d+(?=\/|$)/g, '/:id'), String(status ?? 0)]);
      }
      captureException(error);
    });
  });
}
