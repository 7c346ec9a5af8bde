import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { isAppError } from '../core/shared/app-error.ts';
import { NonceContext } from './components/nonce.tsx';
import { scriptsAfterFirstPaint } from './lib/scripts-after-first-paint.server.ts';

export const streamTimeout = 5_000;

/**
 * Whether a failure of a loader, action or render is unexpected (a bug or an outage) rather than an
 * answer the page gives on purpose: thrown responses (redirects), and route error responses and
 * AppErrors with a status below 500 (404, 403, …) are not logged as errors nor reported.
 */
function isUnexpected(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error) || isAppError(error)) return error.status >= 500;
  return true;
}

/** Logs an unexpected error of a page request and reports it (Sentry when SENTRY_DSN is set). */
function reportError(error: unknown, request: Request, context: Partial<AppLoadContext> | undefined) {
  const requestId = context?.requestId;
  if (context?.logger) context.logger.error({ err: error, requestId }, 'page request failed');
  else console.error(error);
  context?.errorReporter?.report(error, {
    source: 'ssr',
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    userId: context.account?.session?.user.id,
  });
}

/** React Router calls this for errors of loaders, actions and rendering on the server. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || !isUnexpected(error)) return;
  reportError(error, request, context as Partial<AppLoadContext> | undefined);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { nonce?: string }).nonce ?? '';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The page's text first, its scripts one frame later (ADR 091).
          const body = scriptsAfterFirstPaint();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error that fails the shell reaches `handleError` through the rejected promise instead.
          if (shellRendered) reportError(error, request, loadContext);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
