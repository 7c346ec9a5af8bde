import {
  defaultStackParser,
  linkedErrorsIntegration,
  makeNodeTransport,
  NodeClient,
  nodeContextIntegration,
  Scope,
} from '@sentry/node';
import { REPORT_DATA_COLLECTION } from '../../contracts/error-reporting.ts';
import type { ErrorReporter } from '../../core/shared/ports.ts';

/**
 * Sentry through a client of its own rather than `Sentry.init()`: no global state, no patched
 * modules or process handlers, so several apps (tests) can each have one. Errors are captured
 * explicitly by the API's and the page renderer's error handlers; there is no tracing.
 */
export function createSentryReporter({
  dsn,
  environment,
  release,
}: {
  dsn: string;
  environment?: string;
  release?: string;
}): ErrorReporter {
  const client = new NodeClient({
    dsn,
    environment,
    release,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // `cause` chains and the runtime (Node version, OS); nothing that reads requests.
    integrations: [linkedErrorsIntegration(), nodeContextIntegration()],
    // No personal data, and no local variables (passwords).
    dataCollection: { ...REPORT_DATA_COLLECTION, stackFrameVariables: false },
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, { source, requestId, method, path, userId }) {
      const event = scope.clone();
      event.setTag('source', source);
      if (requestId) event.setTag('request_id', requestId);
      if (method && path) {
        event.setContext('request', { method, path });
        event.setTransactionName(`${method} ${path}`);
      }
      if (userId) event.setUser({ id: userId });
      event.captureException(error);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
  };
}
