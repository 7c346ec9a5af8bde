// `npm run bench`: the figures of the job-browsing slice, written to bench/RESULTS.md; `npm run bench --
// soak` (or search, diverse, net, ssr, js, lighthouse, burst) runs one of them.
// Needs the production build (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL
// or postgres://postgres@127.0.0.1:5432/test).
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { portalApi } from '../tests/e2e/support/api.ts';
import { linkTo, outboxMailbox } from '../tests/e2e/support/mailbox.ts';
import { type RunningServer, startServer } from '../tests/e2e/support/server-process.ts';
import { type BenchPage, benchFirstLoadJs, OWN_JS_BUDGET } from './first-load-js.ts';
import { benchDiverseSearch, diverseSection } from './diverse-search.ts';
import { benchNetPaySearch, netPaySection } from './net-pay-search.ts';
import { benchJobSearch } from './job-search.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchHostileBurst, burstSection } from './hostile-burst.ts';
import { benchSoak, soakSection } from './soak.ts';
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

if (want('diverse')) lines.push(...diverseSection(await benchDiverseSearch(adminUrl)));
if (want('net')) lines.push(...netPaySection(await benchNetPaySearch(adminUrl)));

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

/** A candidate with a verified address, signed in: answers the session cookie. */
async function benchCandidate(server: RunningServer): Promise<string> {
  const api = portalApi(() => server.url);
  const person = await api.register();
  const mailbox = outboxMailbox(server.dataDir);
  for (let tries = 0; ; tries++) {
    const mail = mailbox.all(person.email).find((m) => /verify-email\?token=/.test(m.text));
    if (mail) {
      const response = await fetch(linkTo(mail, 'verify-email?token='));
      if (!response.ok) throw new Error(`verification failed: ${response.status}`);
      return person.cookie;
    }
    if (tries > 200) throw new Error('no verification e-mail for the bench candidate');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The candidate's CV written (position, bio, two employments, languages) and shared publicly:
 * answers the share token, for the public `/cv/{token}` page.
 */
async function benchSharedCv(server: RunningServer, cookie: string): Promise<string> {
  const api = portalApi(() => server.url);
  await api.json('PUT', '/api/candidates/my/cv', {
    cookie,
    body: {
      position: { sk: 'Senior Java vývojár' },
      bio: { sk: 'Navrhujem a programujem dátové systémy pre železnice. Mám rád čistý kód a testy.' },
      employments: [
        {
          company: 'Železničná spoločnosť Slovensko',
          position: { sk: 'Senior vývojár' },
          from: '2019-03',
          to: null,
          description: {
            sk: 'Dátový sklad porúch koľají. Návrh schémy, ETL a reporty. Vedenie tímu troch ľudí.',
          },
          technologies: [],
        },
        {
          company: 'Softvérová firma, s. r. o.',
          position: { sk: 'Vývojár' },
          from: '2014-09',
          to: '2019-02',
          description: { sk: 'Webové aplikácie pre banky. Integrácie a výkonnostné optimalizácie.' },
          technologies: [],
        },
      ],
      languages: [
        { language: 'Slovenčina', level: 'native' },
        { language: 'Angličtina', level: 'C1' },
      ],
    },
  });
  const settings = await api.json<{ token: string }>('PUT', '/api/candidates/my/cv-settings', {
    cookie,
    body: { language: 'sk', privacy: 'public', contactVisible: false, graphVisible: true },
  });
  return settings.token;
}

if (want('js') || want('lighthouse')) {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  // Every public page type; the apply step as a signed-in candidate with a verified address, whose
  // CV is shared publicly for the CV page.
  const candidate = await benchCandidate(server);
  const cvToken = await benchSharedCv(server, candidate);
  const pages: BenchPage[] = [
    ['home', '/'],
    ['job list', '/jobs'],
    ['job detail', '/jobs/2'],
    ['apply', '/jobs/2/apply', candidate],
    ['sign-in', '/sign-in'],
    ['sign-up', '/sign-up'],
    ['referral', '/referral'],
    ['referral form', '/referral/form'],
    ['extra', '/extra'],
    ['salary calculator', '/salary-calculator'],
    ['work-types comparison', '/work-types-comparison'],
    ['adequate salary', '/adequate-salary'],
    ['adequate salary form', '/adequate-salary/programmer/form'],
    ['newsfeed', '/newsfeed'],
    ['dictionary', '/dictionary'],
    ['services', '/services'],
    ['case studies', '/cases'],
    ['case study', '/cases/rail-defect-data-warehouse'],
    ['about us', '/about-us'],
    ['blog', '/blog'],
    ['blog post', '/blog/ako-sa-pripravit-na-technicky-pohovor'],
    ['privacy policy', '/privacy-policy'],
    ['terms', '/terms'],
    ['cookies', '/cookies'],
    ['events', '/events'],
    ['event', '/events/kosice-it-job-fair'],
    ['cv landing', '/cv'],
    ['shared cv', `/cv/${cvToken}`],
    ['product about', '/kariera-it'],
    ['new projects', '/new-projects'],
    ['adequate salary profession', '/adequate-salary/programmer'],
    ['adequate salary cv', '/adequate-salary/programmer/cv'],
    ['newsfeed item', '/newsfeed/1'],
    ['newsletter', '/newsletter'],
    ['forgot password', '/forgot-password'],
    ['event submission', '/events/new', candidate],
    ['embedded job list', '/TownBratislava'],
  ];
  // BENCH_PAGES=home,blog,event measures only the pages named (comma-separated); all by default.
  const named = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  if (named) pages.splice(0, pages.length, ...pages.filter(([name]) => named.includes(name)));
  try {
    if (want('js')) {
      const sizes = await benchFirstLoadJs(server.url, pages);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      lines.push(
        '### First-load JavaScript (gzip, as transferred when gzip is asked for)',
        '',
        '| page | framework | own, to hydrate | own, until the network is idle | own ≤ 30 KB | own, cookie banner answered |',
        '|---|---|---|---|---|---|',
      );
      for (const s of sizes)
        lines.push(
          `| ${s.page} | ${kb(s.framework)} | ${kb(s.ownCritical)} | ${kb(s.own)} | ${pass(s.own <= OWN_JS_BUDGET)} | ${kb(s.ownAnswered)} |`,
        );
      lines.push(
        '',
        `Framework: React, React DOM and React Router (one chunk). Target: the portal's own JavaScript ≤ 30 KB on every page: ${pass(sizes.every((s) => s.own <= OWN_JS_BUDGET))}.`,
        '',
      );
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

// Last: ten minutes at a fixed rate (SOAK_MINUTES for a quick check).
if (want('soak')) lines.push(...soakSection(await benchSoak()));
if (want('burst')) lines.push(...burstSection(await benchHostileBurst()));

const file = 'bench/RESULTS.md';
if (!existsSync(file))
  writeFileSync(file, '# Benchmark results\n\nNewest run last. Produced by `npm run bench`.\n\n');
appendFileSync(file, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
