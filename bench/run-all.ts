// `npm run bench`: the four figures of the job-browsing slice, written to bench/RESULTS.md.
// Needs the production build (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL
// or postgres://postgres@127.0.0.1:5432/test).
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { benchFirstLoadJs } from './first-load-js.ts';
import { benchJobSearch } from './job-search.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchSsr } from './ssr.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const only = new Set(process.argv.slice(2));
const want = (name: string) => only.size === 0 || only.has(name);
const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
const lines: string[] = [];

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
lines.push(`## ${new Date().toISOString().slice(0, 10)} — ${machine}`, '');

if (want('search')) {
  const r = await benchJobSearch(adminUrl);
  lines.push(
    `### Job search, ${r.jobs.toLocaleString('en')} jobs on PostgreSQL (${r.searches} distinct searches in rotation, 8 clients, 15 s)`,
    '',
    '| route | p50 ms | p95 ms | p99 ms | req/s |',
    '|---|---|---|---|---|',
    `| POST /api/job-descriptions (production: results cached 30 s) | ${r.search.p50.toFixed(1)} | ${r.search.p95.toFixed(1)} | ${r.search.p99.toFixed(1)} | ${r.search.rps.toFixed(0)} |`,
    `| bare route, same JSON from memory | ${r.memory.p50.toFixed(1)} | ${r.memory.p95.toFixed(1)} | ${r.memory.p99.toFixed(1)} | ${r.memory.rps.toFixed(0)} |`,
    `| POST /api/job-descriptions, cache off (every search hits PostgreSQL) | ${r.uncached.p50.toFixed(1)} | ${r.uncached.p95.toFixed(1)} | ${r.uncached.p99.toFixed(1)} | ${r.uncached.rps.toFixed(0)} |`,
    `| same, cache off, 1 client | ${r.uncachedSingle.p50.toFixed(1)} | ${r.uncachedSingle.p95.toFixed(1)} | ${r.uncachedSingle.p99.toFixed(1)} | ${r.uncachedSingle.rps.toFixed(0)} |`,
    '',
    `Target p95 < 30 ms: ${pass(r.search.p95 < 30)} (cache off, 1 client: ${pass(r.uncachedSingle.p95 < 30)}). Throughput ratio ${r.ratio.toFixed(2)} (target ≥ 0.5): ${pass(r.ratio >= 0.5)}; cache off ${(r.uncached.rps / r.memory.rps).toFixed(2)}.`,
    '',
  );
}

if (want('ssr')) {
  const r = await benchSsr();
  lines.push(
    '### SSR of the job list (embedded PGlite, 8 clients, 15 s)',
    '',
    '| page | p50 ms | p95 ms | req/s |',
    '|---|---|---|---|',
    `| /jobs (search + facets + 20 cards) | ${r.jobList.p50.toFixed(1)} | ${r.jobList.p95.toFixed(1)} | ${r.jobList.rps.toFixed(0)} |`,
    `| trivial page of the same app (layout only) | ${r.trivial.p50.toFixed(1)} | ${r.trivial.p95.toFixed(1)} | ${r.trivial.rps.toFixed(0)} |`,
    '',
    `Ratio ${r.ratio.toFixed(2)} (target ≥ 0.5): ${pass(r.ratio >= 0.5)}.`,
    '',
  );
}

if (want('js') || want('lighthouse')) {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  const pages: [string, string][] = [
    ['home', '/'],
    ['job list', '/jobs'],
    ['job detail', '/jobs/2'],
    ['sign-in', '/sign-in'],
    ['sign-up', '/sign-up'],
    ['newsfeed', '/newsfeed'],
    ['dictionary', '/dictionary'],
    ['services', '/services'],
    ['case studies', '/cases'],
    ['case study', '/cases/rail-defect-data-warehouse'],
    ['about us', '/about-us'],
    ['blog', '/blog'],
    ['blog post', '/blog/ako-sa-pripravit-na-technicky-pohovor'],
    ['events', '/events'],
    ['event', '/events/kosice-it-job-fair'],
  ];
  try {
    if (want('js')) {
      const sizes = await benchFirstLoadJs(server.url, pages);
      lines.push(
        '### First-load JavaScript (gzip, as transferred)',
        '',
        '| page | to hydrate (before load) | incl. deferred cookie banner |',
        '|---|---|---|',
      );
      for (const s of sizes)
        lines.push(
          `| ${s.page} | ${(s.critical / 1024).toFixed(1)} KB | ${(s.total / 1024).toFixed(1)} KB |`,
        );
      lines.push('', `Target ≤ 100 KB: ${pass(sizes.every((s) => s.critical <= 100 * 1024))}.`, '');
    }
    if (want('lighthouse')) {
      const scores = await benchLighthouse(server.url, pages);
      lines.push(
        '### Lighthouse (mobile, headless Chromium)',
        '',
        '| page | performance | accessibility | LCP ms | CLS | TBT ms |',
        '|---|---|---|---|---|---|',
      );
      for (const s of scores)
        lines.push(
          `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.lcpMs} | ${s.cls} | ${s.tbtMs} |`,
        );
      lines.push(
        '',
        `Targets performance ≥ 95: ${pass(scores.every((s) => s.performance >= 95))}; accessibility 100: ${pass(scores.every((s) => s.accessibility === 100))}.`,
        '',
      );
    }
  } finally {
    await server.stop();
  }
}

const file = 'bench/RESULTS.md';
if (!existsSync(file))
  writeFileSync(file, '# Benchmark results\n\nNewest run last. Produced by `npm run bench`.\n\n');
appendFileSync(file, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
