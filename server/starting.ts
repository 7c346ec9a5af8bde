/** What answers once the process is ready: the Hono app. */
interface ReadyApp {
  fetch(request: Request, env?: never): Response | Promise<Response>;
}

/**
 * The HTTP answer of a process that listens before it is ready: while the database is opened,
 * migrated and seeded, `/healthz` says the process lives, `/readyz` answers 503 (a load balancer
 * sends no traffic yet, an orchestrator waits) and every other request 503 with Retry-After; once
 * `ready(app)` is called, everything goes to the app. A start that failed answers 503 until the
 * process exits.
 */
export function createStartingGate() {
  let app: ReadyApp | undefined;
  let state: 'starting' | 'failed' = 'starting';
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    });
  const fetch = (request: Request, env?: unknown): Response | Promise<Response> => {
    if (app) return app.fetch(request, env as never);
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return answer(200, { status: 'ok' });
    if (pathname === '/readyz') return answer(503, { status: state, reason: 'database migrations' });
    return answer(503, { status: state }, { 'retry-after': '5' });
  };
  return {
    fetch,
    /** From now on every request goes to `ready`. */
    ready(ready: ReadyApp) {
      app = ready;
    },
    /** The start failed: still not ready (the process is about to exit). */
    failed() {
      state = 'failed';
    },
  };
}
