import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { assembleRuntime } from '../../server/bootstrap.ts';
import { openTestDatabase } from './test-db.ts';

/** The HTTP app (API, health, SEO routes) over a fresh test database, without page rendering. */
export async function createTestApp(env: Record<string, string> = {}) {
  return createTestAppOn(await openTestDatabase(), env);
}

/**
 * The HTTP app over an open test database, e.g. a second instance of another app's database with
 * other configuration (a restart with changed variables). Closing it closes the database.
 */
export function createTestAppOn(
  database: Awaited<ReturnType<typeof openTestDatabase>>,
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-app-')),
    PUBLIC_URL: 'https://kariera.test',
    ...env,
  });
  const logger = createLogger('silent');
  const runtime = assembleRuntime(config, database, logger);
  const app = createApp({ config, ...runtime, logger, metrics: createMetrics() });
  return { app, config, ...runtime, close: () => database.close() };
}
