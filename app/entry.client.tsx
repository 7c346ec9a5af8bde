import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isRouteErrorResponse } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { expectBrowserReporter, reportBrowserError } from './lib/error-reporting.ts';

/** Loader, action and render errors in the browser; expected answers (404, 403, …) are not reported. */
function onRouterError(error: unknown, { location }: { location: { pathname: string } }) {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportBrowserError(error, { source: 'router', path: location.pathname });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={onRouterError} />
    </StrictMode>,
  );
});

// Error reporting (ADR 012): only when the root loader says a DSN is configured (rendered as
// <html data-sentry-dsn>), and only once the page is hydrated and idle; the SDK is a chunk of its own.
const sentryDsn = document.documentElement.dataset.sentryDsn;
if (sentryDsn) {
  expectBrowserReporter();
  const load = () => {
    import('./lib/sentry.client.ts')
      .then(({ startSentry }) => startSentry(sentryDsn))
      .catch((error: unknown) => console.warn('error reporting could not be loaded', error));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
