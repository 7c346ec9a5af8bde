// The API over PostgreSQL (BENCH_DATABASE_URL) or PGlite (BENCH_PGLITE_DIR) with a bare route beside it
// that returns the same JSON from memory. Started by bench/job-search.ts and bench/diverse-search.ts;
// prints "ready <port>" when listening.
import { serve } from '@hono/node-server';
import { openDatabase } from '../../db/client.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { assembleRuntime } from '../../server/bootstrap.ts';
import { jobSearchRequestSchema } from '../../contracts/jobs.ts';
import { BENCH_SEARCHES } from '../lib/searches.ts';

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  url ? { databaseUrl: url, poolSize: 10 } : { pgliteDir: process.env.BENCH_PGLITE_DIR! },
);
const config = loadConfig({
  DATA_DIR: 'bench/.tmp',
  ...(url ? { DATABASE_URL: url } : {}),
  BETTER_AUTH_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
});
const runtime = assembleRuntime(config, database, createLogger('silent'), {
  cacheJobs: process.env.BENCH_CACHE !== 'off',
});
const { services } = runtime;
const app = createApp({ config, ...runtime, logger: createLogger('silent'), metrics: createMetrics() });

const memory = new Map<string, string>();
for (const body of BENCH_SEARCHES) {
  memory.set(
    JSON.stringify(body),
    JSON.stringify(await services.jobs.findJobs(jobSearchRequestSchema.parse(body), 'sk')),
  );
}
app.post('/bench/memory', async (c) => {
  const body = JSON.stringify(await c.req.json());
  return c.body(memory.get(body) ?? '{}', 200, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`ready ${info.port}`));
