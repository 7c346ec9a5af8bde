import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import type { ErrorContext } from '../../core/shared/ports.ts';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { createTestApp } from './test-app.ts';

/**
 * The whole portal over a fresh test database, pages included: React Router's server build is
 * compiled from the sources by Vite (as `npm run dev` does, about 10 s), so page actions and loaders
 * really run. `reported` collects what reached the error reporter (page errors are logged at error
 * level and reported together). Created with `TRUST_PROXY`, so each request can have its own address.
 */
export async function createPageTestApp(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ TRUST_PROXY: 'true', ...env });
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
  });
  try {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    const reported: { error: unknown; context: ErrorContext }[] = [];
    const app = createApp({
      ...ctx,
      logger: createLogger('silent'),
      metrics: createMetrics(),
      errorReporter: {
        report: (error, context) => reported.push({ error, context }),
        flush: async () => true,
      },
      ssr: (request, context) => handle(request, context as unknown as AppLoadContext),
    });
    return {
      ...ctx,
      app,
      build,
      reported,
      close: async () => {
        await vite.close();
        await ctx.close();
      },
    };
  } catch (error) {
    await vite.close();
    await ctx.close();
    throw error;
  }
}

export type PageTestApp = Awaited<ReturnType<typeof createPageTestApp>>;

/** `createPageTestApp` for one test file: created before its tests and closed after them. */
export function filePageTestApp(env: Record<string, string> = {}) {
  let ctx: PageTestApp | undefined;
  // The unit projects' hook timeout (300 s): beside the browser tests a page app may wait long for the CPU.
  beforeAll(async () => {
    ctx = await createPageTestApp(env);
  });
  afterAll(() => ctx?.close());
  return () => ctx!;
}
