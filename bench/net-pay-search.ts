// Job search with the net pay filter and sort (ADR 120) and the "best match first" sort (ADR 121, 124)
// under the diverse workload: the 2,500 searches of bench/lib/diverse-searches.ts as they are (plain),
// each with a `netMin`, each sorted by net pay (half of them with a `netMin` too), and each sorted by
// best match for a signed-in candidate with a CV (half with a `netMin`), every search sent once, result
// cache off, 100,000 jobs on PostgreSQL, with 1 and 8 clients; the bare in-memory route of the same
// server as the baseline.
// `npx tsx bench/net-pay-search.ts` prints the section for bench/RESULTS.md; `npm run bench -- net` appends it.
import pg from 'pg';
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
  /** Sent with the candidate's session cookie. */
  match: (s: JobSearchInput, i: number) => ({
    ...s,
    sort: 'match' as const,
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
    const cookie = await signedInCandidate(server.base, url);
    const headersOf = (name: string) => (name === 'match' ? { headers: { cookie } } : {});
    for (const clients of [1, 8]) {
      await load(
        server.base,
        warmup.map((body) => ({ path: '/api/job-descriptions', method: 'POST', body })),
        { concurrency: clients, durationMs: 5_000 },
      );
      const once = (path: string, list: string[], name = '') =>
        load(
          server.base,
          list.map((body) => ({ path, method: 'POST' as const, body, ...headersOf(name) })),
          { concurrency: clients, durationMs: 300_000, once: true },
        );
      const results = {} as NetPayRun['results'];
      for (const name of Object.keys(WORKLOADS) as Workload[])
        results[name] = await once('/api/job-descriptions', bodies[name], name);
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

/**
 * A candidate signed in on the server, with a CV of the four technologies the listed jobs ask for most
 * (years 5, 3, 2, 1), an employment and two languages: their session cookie.
 */
async function signedInCandidate(base: string, databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const top = await client.query<{ name: string; id: number }>(
      `select e.name, e.id from job_expertise je join expertise e on e.id = je.expertise_id
       group by e.id, e.name order by count(*) desc, e.name limit 4`,
    );
    const email = `bench.match.${Date.now()}@example.sk`;
    const registered = await fetch(`${base}/api/registration/candidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ľubomír',
        lastName: 'Šťastný',
        email,
        password: 'Zelená-Lúka-42',
        phoneCountry: 'SVK',
        phone: '+421 905 123 456',
        city: 'Žilina',
        country: 'SK',
        profession: 'BACKEND',
        expertises: [top.rows[0]!.id],
        experience: '5-10',
        utmSource: 'google',
        gdprAgreementAccepted: true,
      }),
    });
    if (registered.status !== 201)
      throw new Error(`registration: ${registered.status} ${await registered.text()}`);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await client.query('update "user" set email_verified = true where email = $1', [email]);
    const years = ['5-10', '3', '2', '1'];
    const cv = await fetch(`${base}/api/candidates/my/cv`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        employments: [
          {
            company: 'Ťava, s. r. o.',
            position: { sk: 'Vývojár' },
            from: '2018-01',
            to: '2024-12-31',
            technologies: top.rows.map((r) => r.name),
          },
        ],
        languages: [
          { language: 'Slovenčina', level: 'native' },
          { language: 'English', level: 'C1' },
        ],
        technologies: top.rows.map((r, i) => ({ name: r.name, years: years[i], specialization: i === 0 })),
      }),
    });
    if (cv.status !== 200) throw new Error(`CV: ${cv.status} ${await cv.text()}`);
    return cookie;
  } finally {
    await client.end();
  }
}

/** The section of bench/RESULTS.md. */
export function netPaySection(r: Awaited<ReturnType<typeof benchNetPaySearch>>): string[] {
  const label: Record<Workload | 'baseline', string> = {
    plain: 'plain (the diverse searches as they are)',
    netMin: 'the same with `netMin`',
    netSort: 'the same sorted by net pay (`sort: "net"`, half with `netMin`)',
    match: 'the same sorted by best match, signed-in candidate (`sort: "match"`, half with `netMin`)',
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
