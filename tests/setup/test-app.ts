import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createServerI18n } from '../../server/i18n.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { createServices } from '../../server/services.ts';
import { openTestDatabase } from './test-db.ts';

/** The HTTP app (API, health, SEO routes) over a fresh test database, without page rendering. */
export async function createTestApp() {
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-app-')),
    PUBLIC_URL: 'https://kariera.test',
  });
  const i18n = createServerI18n();
  const app = createApp({
    config,
    database,
    services: createServices(database, i18n),
    i18n,
    logger: createLogger('silent'),
    metrics: createMetrics(),
  });
  return { app, database, close: () => database.close() };
}
