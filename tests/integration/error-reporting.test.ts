import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleError } from '../../app/entry.server.tsx';
import { AppError } from '../../core/shared/app-error.ts';
import type { ErrorContext, ErrorReporter } from '../../core/shared/ports.ts';
import { createErrorReporter, noopErrorReporter } from '../../infra/error-reporting/index.ts';
import { securityHeaders } from '../../server/middleware/security-headers.ts';
import { createTestApp } from '../setup/test-app.ts';

/** An event as Sentry's ingestion receives it (the fields these tests look at). */
interface SentryEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  user?: Record<string, unknown>;
  transaction?: string;
  environment?: string;
}

/** A stand-in for Sentry: accepts envelopes at POST /api/<project>/envelope/ and keeps their events. */
async function startSentrySink() {
  const events: SentryEvent[] = [];
  const projects: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const match = /^\/api\/([^/]+)\/envelope\/(\?|$)/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      projects.push(match[1]!);
      // Envelope: a header line, then an item header line and its payload line per item.
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]!) as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[i + 1]!) as SentryEvent);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    events,
    projects,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it holds, or fails after `timeoutMs`. */
async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const messageOf = (event: SentryEvent | undefined) => event?.exception?.values?.at(-1)?.value;

describe('API errors reported to Sentry (SENTRY_DSN set)', () => {
  let sink: Awaited<ReturnType<typeof startSentrySink>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let databaseClosed = false;

  beforeAll(async () => {
    sink = await startSentrySink();
    ctx = await createTestApp({ SENTRY_DSN: sink.dsn });
  });
  afterAll(async () => {
    if (!databaseClosed) await ctx?.close();
    await sink?.close();
  });

  it('reports an unexpected error of the API with request id, method and path, and answers 500', async () => {
    const spy = vi
      .spyOn(ctx.services.jobs, 'getJob')
      .mockRejectedValueOnce(new Error('connection reset by peer'));
    const response = await ctx.app.request('/api/job-descriptions/1', {
      headers: { 'accept-language': 'en', 'x-request-id': 'req-500-api' },
    });
    spy.mockRestore();

    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      status: 500,
      code: 'INTERNAL',
      title: 'An unexpected error occurred. Please try again later.',
    });
    await waitFor(() => sink.events.length >= 1, 'the event of the 500');
    const [event] = sink.events;
    expect(sink.projects[0]).toBe('1');
    expect(messageOf(event)).toBe('connection reset by peer');
    expect(event!.tags).toMatchObject({ source: 'api', request_id: 'req-500-api' });
    expect(event!.contexts?.request).toEqual({ method: 'GET', path: '/api/job-descriptions/1' });
    expect(event!.transaction).toBe('GET /api/job-descriptions/1');
    expect(event!.environment).toBe(ctx.config.NODE_ENV);
    // Nobody is signed in: no user, and never an e-mail address.
    expect(event!.user?.email).toBeUndefined();
  });

  it('sends nothing for 403, 401, 404 and 400 answers; the next 500 is the only new event', async () => {
    const before = sink.events.length;

    const forbidden = vi.spyOn(ctx.services.jobs, 'getJob').mockRejectedValueOnce(new AppError('FORBIDDEN'));
    expect((await ctx.app.request('/api/job-descriptions/2')).status).toBe(403);
    forbidden.mockRestore();
    expect((await ctx.app.request('/api/candidates/my')).status).toBe(401);
    expect((await ctx.app.request('/api/job-descriptions/2147483647')).status).toBe(404);
    const malformed = await ctx.app.request('/api/job-descriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"filter":',
    });
    expect(malformed.status).toBe(400);
    const invalid = await ctx.app.request('/api/job-descriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 1000 }),
    });
    expect(invalid.status).toBe(400);
    await ctx.errorReporter.flush(5000);
    expect(sink.events.length).toBe(before);

    // A real outage: the database is gone.
    await ctx.close();
    databaseClosed = true;
    const outage = await ctx.app.request('/api/job-descriptions/3', {
      headers: { 'x-request-id': 'req-db-down' },
    });
    expect(outage.status).toBe(500);
    await waitFor(() => sink.events.length > before, 'the event of the outage');
    await ctx.errorReporter.flush(5000);
    expect(sink.events.length).toBe(before + 1);
    expect(sink.events.at(-1)!.tags?.request_id).toBe('req-db-down');
  });

  it("allows the DSN's origin in the pages' connect-src", async () => {
    const csp = (await ctx.app.request('/api/enums')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${new URL(sink.dsn).origin}`);
    expect(csp).toContain("worker-src 'self' blob:");
  });
});

describe('without SENTRY_DSN', () => {
  it('reports nowhere and loads no Sentry code', () => {
    expect(createErrorReporter({ dsn: undefined })).toBe(noopErrorReporter);
  });

  it("keeps connect-src 'self' only", async () => {
    const app = new Hono().use(securityHeaders({ secure: true })).get('/', (c) => c.text('ok'));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('worker-src');
  });
});

describe('page errors (entry.server handleError)', () => {
  function fakeContext(userId?: string) {
    const reports: [unknown, ErrorContext][] = [];
    const errorReporter: ErrorReporter = {
      report: (error, context) => void reports.push([error, context]),
      flush: () => Promise.resolve(true),
    };
    const logger = { error: vi.fn() };
    const context = {
      requestId: 'req-ssr',
      logger,
      errorReporter,
      account: { session: userId ? { user: { id: userId, email: 'someone@example.com' } } : null },
    };
    return { reports, logger, context: context as never };
  }
  const call = (error: unknown, context: never, request = new Request('https://kariera.test/en/jobs?q=x')) =>
    handleError(error, { request, context, params: {} });

  it('reports an unexpected loader or render error with request id, method, path and user id', () => {
    const { reports, logger, context } = fakeContext('user-42');
    const error = new Error('loader blew up');
    call(error, context);
    expect(reports).toEqual([
      [error, { source: 'ssr', requestId: 'req-ssr', method: 'GET', path: '/en/jobs', userId: 'user-42' }],
    ]);
    expect(JSON.stringify(reports[0]![1])).not.toContain('someone@example.com');
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('does not report 4xx route errors, AppErrors below 500, thrown responses or aborted requests', () => {
    const { reports, logger, context } = fakeContext();
    const notFound = {
      status: 404,
      statusText: 'Not Found',
      internal: true,
      data: '',
      error: new Error('No match'),
    };
    call(notFound, context);
    call(new AppError('FORBIDDEN'), context);
    call(new AppError('NOT_FOUND'), context);
    call(new Response(null, { status: 302, headers: { location: '/' } }), context);
    const aborted = new AbortController();
    aborted.abort();
    call(
      new Error('client went away'),
      context,
      new Request('https://kariera.test/', { signal: aborted.signal }),
    );
    expect(reports).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();

    call(new AppError('INTERNAL'), context);
    expect(reports).toHaveLength(1);
  });
});
