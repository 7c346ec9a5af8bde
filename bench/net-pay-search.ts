// Job search with the net pay filter and sort (ADR 120) under the diverse workload: the 2,500 searches of
// bench/lib/diverse-searches.ts as they are (plain), each with a `netMin`, and each sorted by net pay
// (half of them with a `netMin` too), every search sent once, result cache off, 100,000 jobs on
// PostgreSQL, with 1 and 8 clients; the bare in-memory route of the same server as the baseline.
// `npx tsx bench/net-pay-search.ts` prints the section for bench/RESULTS.md; `npm run bench -- net` appends it.
import type { JobSearchInput } from '../contracts/jobs.ts';
import { refreshNetPay } from '../core/jobs/refresh-net-pay.ts';
import { openDatabase } from '../db/client.ts';
import { benchAdminUrl, preparePostgres } from './diverse-search.ts';
import { startSearchServer } from './job-search.ts';
import { diverseSearches } from './lib/diverse-searches.ts';
import { fmt, load, type LoadResult } from './lib/load.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);

/** The net minimum of the `i`-th search: 1,500 to 7,400 EUR a month in steps of 100, spread evenly. */
const netMinOf = (i: number) => 1500 + ((i * 37) % 60) * 100;

export const WORKLOADS = {
  plain: (s: JobSearchInput) => s,
  netMin: (s: JobSearchInput, i: number) => ({ ...s, filter: { ...s.filter, netMin: netMinOf(i) } }),
  netSort: (s: JobSearchInput, i: number) => ({
    ...s,
    sort: 'net' as const,
    ...(i % 2 ? { filter: { ...s.filter, netMin: netMinOf(i) } } : {}),
  }),
};
type Workload = keyof typeof WORKLOADS;

export interface NetPayRun {
  clients: number;
  results: Record<Workload | 'baseline', LoadResult>;
}

export async function benchNetPaySearch(adminUrl: string, count = 2_500) {
  const url = await preparePostgres(adminUrl, JOBS);
  // A database kept from an earlier run (BENCH_REUSE) may predate the net pay: computed once here.
  const database = await openDatabase({ databaseUrl: url });
  await refreshNetPay({ db: database.db });
  await database.close();
  const searches = diverseSearches(count);
  const warmup = diverseSearches(300, 99).map((s, i) => JSON.stringify(WORKLOADS.netSort(s, i)));
  const bodies = Object.fromEntries(
    Object.entries(WORKLOADS).map(([name, make]) => [
      name,
      searches.map((s, i) => JSON.stringify(make(s, i))),
    ]),
  ) as Record<Workload, string[]>;
  const server = await startSearchServer({ BENCH_DATABASE_URL: url, BENCH_CACHE: 'off' });
  const runs: NetPayRun[] = [];
  try {
    for (const clients of [1, 8]) {
      await load(
        server.base,
        warmup.map((body) => ({ path: '/api/job-descriptions', method: 'POST', body })),
        { concurrency: clients, durationMs: 5_000 },
      );
      const once = (path: string, list: string[]) =>
        load(
          server.base,
          list.map((body) => ({ path, method: 'POST' as const, body })),
          { concurrency: clients, durationMs: 300_000, once: true },
        );
      const results = {} as NetPayRun['results'];
      for (const name of Object.keys(WORKLOADS) as Workload[])
        results[name] = await once('/api/job-descriptions', bodies[name]);
      results.baseline = await once('/bench/memory', bodies.plain);
      runs.push({ clients, results });
      for (const [name, r] of Object.entries(results))
        console.log(
          `${clients} client(s) ${name}: p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} ms, ${fmt(r.rps, 0)} req/s, ${r.errors} errors`,
        );
    }
  } finally {
    await server.stop();
  }
  return { searches: count, jobs: JOBS, runs };
}

/** The section of bench/RESULTS.md. */
export function netPaySection(r: Awaited<ReturnType<typeof benchNetPaySearch>>): string[] {
  const label: Record<Workload | 'baseline', string> = {
    plain: 'plain (the diverse searches as they are)',
    netMin: 'the same with `netMin`',
    netSort: 'the same sorted by net pay (`sort: "net"`, half with `netMin`)',
    baseline: 'baseline: bare in-memory route',
  };
  return [
    `### Job search with net pay, diverse workload (${r.searches.toLocaleString('en')} distinct searches each, sent once, ${r.jobs.toLocaleString('en')} jobs on PostgreSQL, result cache off)`,
    '',
    '| workload | clients | p50 ms | p95 ms | p99 ms | req/s | errors | p95 vs plain | target p95 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.runs.flatMap(({ clients, results }) =>
      (Object.keys(label) as (Workload | 'baseline')[]).map((name) => {
        const x = results[name];
        const target =
          name === 'baseline' || name === 'plain'
            ? '—'
            : clients === 1
              ? `< 30 ms: ${x.p95 < 30 ? 'met' : '**not met**'}`
              : 'reported';
        return `| ${label[name]} | ${clients} | ${fmt(x.p50)} | ${fmt(x.p95)} | ${fmt(x.p99)} | ${fmt(x.rps, 0)} | ${x.errors} | ${name === 'baseline' ? '—' : fmt(x.p95 / results.plain.p95, 2)} | ${target} |`;
      }),
    ),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchNetPaySearch(benchAdminUrl(), Number(process.env.BENCH_SEARCHES ?? 2_500));
  console.log(netPaySection(result).join('\n'));
}
