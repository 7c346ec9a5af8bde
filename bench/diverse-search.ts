// Job search under a diverse workload (ADR 080): 2,500 distinct searches from bench/lib/diverse-searches.ts,
// each sent once, with the result cache off, against a bare in-memory route of the same server as the
// baseline, on PostgreSQL (100,000 jobs) and on PGlite (10,000 jobs). `npx tsx bench/diverse-search.ts`
// runs it alone and prints the section for bench/RESULTS.md; `npm run bench -- diverse` appends it.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { generateJobs } from '../db/seed/generate-jobs.ts';
import { loadReferenceData } from '../db/seed/reference.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { startSearchServer } from './job-search.ts';
import { diverseSearches } from './lib/diverse-searches.ts';
import { fmt, load, type LoadRequest, type LoadResult } from './lib/load.ts';

const PG_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PGLITE_JOBS = Number(process.env.BENCH_PGLITE_JOBS ?? 10_000);
/** The benchmark's database on the server; BENCH_DB_NAME keeps runs of different branches apart. */
const DB_NAME = process.env.BENCH_DB_NAME ?? 'kariera_bench_diverse';

export interface DiverseRun {
  label: string;
  jobs: number;
  clients: number;
  cache: 'on' | 'off';
  search: LoadResult;
  /** The bare in-memory route of the same server, same clients, same run. */
  baseline: LoadResult;
}

export interface DiverseBench {
  searches: number;
  runs: DiverseRun[];
}

/** A PostgreSQL database with the demo data and `jobs` generated jobs; kept between runs when it has them. */
export async function preparePostgres(adminUrl: string, jobs = PG_JOBS): Promise<string> {
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount;
  if (exists && process.env.BENCH_REUSE === '1') {
    await admin.end();
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await database.close();
    return url.toString();
  }
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await loadReferenceData(database.db);
  await seedDemoData(database.db);
  const started = Date.now();
  await generateJobs(database.db, jobs);
  console.log(`PostgreSQL: generated ${jobs} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
  return url.toString();
}

async function preparePglite(jobs = PGLITE_JOBS): Promise<string> {
  const dir = path.resolve('bench/.tmp/pglite-diverse');
  rmSync(dir, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  await loadReferenceData(database.db);
  await seedDemoData(database.db);
  await generateJobs(database.db, jobs);
  await database.close();
  return dir;
}

const toRequests = (path: string, bodies: string[]): LoadRequest[] =>
  bodies.map((body) => ({ path, method: 'POST', body }));

async function measure(
  server: { base: string },
  bodies: string[],
  warmup: string[],
  clients: number,
): Promise<{ search: LoadResult; baseline: LoadResult }> {
  // Warm the database's buffers with other searches, so the measured ones are not cached anywhere.
  await load(server.base, toRequests('/api/job-descriptions', warmup), {
    concurrency: clients,
    durationMs: 5_000,
  });
  const search = await load(server.base, toRequests('/api/job-descriptions', bodies), {
    concurrency: clients,
    durationMs: 300_000,
    once: true,
  });
  const baseline = await load(server.base, toRequests('/bench/memory', bodies), {
    concurrency: clients,
    durationMs: 300_000,
    once: true,
  });
  return { search, baseline };
}

export async function benchDiverseSearch(adminUrl: string, count = 2_500): Promise<DiverseBench> {
  const bodies = diverseSearches(count).map((s) => JSON.stringify(s));
  const warmup = diverseSearches(300, 99).map((s) => JSON.stringify(s));
  const runs: DiverseRun[] = [];
  const record = (run: DiverseRun) => {
    runs.push(run);
    console.log(
      `${run.label}, ${run.clients} client(s), cache ${run.cache}: p50 ${fmt(run.search.p50)} p95 ${fmt(run.search.p95)} p99 ${fmt(run.search.p99)} ms, ${fmt(run.search.rps, 0)} req/s, ${run.search.errors} errors; baseline p95 ${fmt(run.baseline.p95)} ms ${fmt(run.baseline.rps, 0)} req/s`,
    );
  };

  if (process.env.BENCH_SKIP_PG !== '1') {
    const url = await preparePostgres(adminUrl);
    for (const cache of ['off', 'on'] as const) {
      const server = await startSearchServer({ BENCH_DATABASE_URL: url, BENCH_CACHE: cache });
      try {
        for (const clients of cache === 'off' ? [1, 8] : [8]) {
          const r = await measure(server, bodies, warmup, clients);
          record({ label: 'PostgreSQL', jobs: PG_JOBS, clients, cache, ...r });
        }
      } finally {
        await server.stop();
      }
    }
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const dir = await preparePglite();
    const server = await startSearchServer({ BENCH_PGLITE_DIR: dir, BENCH_CACHE: 'off' });
    try {
      for (const clients of [1, 8]) {
        const r = await measure(server, bodies, warmup, clients);
        record({ label: 'PGlite', jobs: PGLITE_JOBS, clients, cache: 'off', ...r });
      }
    } finally {
      await server.stop();
    }
  }
  return { searches: bodies.length, runs };
}

/** The section of bench/RESULTS.md. */
export function diverseSection(r: DiverseBench): string[] {
  const target = (run: DiverseRun) => (run.label === 'PGlite' ? 50 : 30);
  const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    `### Job search, diverse workload (${r.searches.toLocaleString('en')} distinct searches, each sent once)`,
    '',
    '| database | jobs | clients | result cache | p50 ms | p95 ms | p99 ms | req/s | errors | baseline p95 ms | baseline req/s | req/s ratio | target p95 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...r.runs.map(
      (x) =>
        `| ${x.label} | ${x.jobs.toLocaleString('en')} | ${x.clients} | ${x.cache} | ${fmt(x.search.p50)} | ${fmt(x.search.p95)} | ${fmt(x.search.p99)} | ${fmt(x.search.rps, 0)} | ${x.search.errors} | ${fmt(x.baseline.p95)} | ${fmt(x.baseline.rps, 0)} | ${fmt(x.search.rps / x.baseline.rps, 2)} | < ${target(x)} ms: ${x.cache === 'on' ? 'bonus' : pass(x.search.p95 < target(x))} |`,
    ),
    '',
    'Baseline: `POST /bench/memory` of the same server, a lookup of a prepared answer (HTTP, routing and JSON only).',
    '',
  ];
}

/** The PostgreSQL server the benchmarks create their databases on. */
export const benchAdminUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchDiverseSearch(benchAdminUrl(), Number(process.env.BENCH_SEARCHES ?? 2_500));
  console.log(diverseSection(result).join('\n'));
}
