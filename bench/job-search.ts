import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { generateJobs } from '../db/seed/generate-jobs.ts';
import { loadReferenceData } from '../db/seed/reference.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { fmt, load, type LoadResult } from './lib/load.ts';
import { BENCH_SEARCHES } from './lib/searches.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DB_NAME = 'kariera_bench';

export interface SearchBench {
  jobs: number;
  searches: number;
  /** The production configuration: results cached in memory for 30 s. */
  search: LoadResult;
  /** A bare route returning the same JSON from memory, same server. */
  memory: LoadResult;
  /** Every search goes to the database. */
  uncached: LoadResult;
  uncachedSingle: LoadResult;
  ratio: number;
}

/** Starts bench/servers/search-server.ts with `env` (its database and BENCH_CACHE). */
export async function startSearchServer(env: Record<string, string>) {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['bench/servers/search-server.ts'], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      const m = /ready (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`search server exited ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Job search over 100,000 jobs on PostgreSQL against a bare in-memory route, same server, same run. */
export async function benchJobSearch(adminUrl: string): Promise<SearchBench> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await loadReferenceData(database.db);
  await seedDemoData(database.db);
  const started = Date.now();
  await generateJobs(database.db, JOBS);
  console.log(`generated ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();

  const bodies = BENCH_SEARCHES.map((b) => JSON.stringify(b));
  const options = { concurrency: 8, durationMs: 15_000, warmupMs: 3_000 };
  const searchRequests = bodies.map((body) => ({
    path: '/api/job-descriptions',
    method: 'POST' as const,
    body,
  }));

  const cachedServer = await startSearchServer({ BENCH_DATABASE_URL: url.toString(), BENCH_CACHE: 'on' });
  const search = await load(cachedServer.base, searchRequests, options);
  const memory = await load(
    cachedServer.base,
    bodies.map((body) => ({ path: '/bench/memory', method: 'POST' as const, body })),
    options,
  );
  await cachedServer.stop();

  const uncachedServer = await startSearchServer({ BENCH_DATABASE_URL: url.toString(), BENCH_CACHE: 'off' });
  const uncached = await load(uncachedServer.base, searchRequests, options);
  const uncachedSingle = await load(uncachedServer.base, searchRequests, {
    concurrency: 1,
    durationMs: 10_000,
    warmupMs: 2_000,
  });
  await uncachedServer.stop();

  const result = {
    jobs: JOBS,
    searches: bodies.length,
    search,
    memory,
    uncached,
    uncachedSingle,
    ratio: search.rps / memory.rps,
  };
  console.log(
    `search: p50 ${fmt(search.p50)} ms, p95 ${fmt(search.p95)} ms, ${fmt(search.rps, 0)} req/s; memory ${fmt(memory.rps, 0)} req/s; ratio ${fmt(result.ratio, 2)}; uncached p95 ${fmt(uncached.p95)} ms (1 client ${fmt(uncachedSingle.p95)} ms)`,
  );
  return result;
}
