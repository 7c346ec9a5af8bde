// `npm test`: the one gate. Type check, lint with the layout's boundary rules, formatting, component
// and hook tests in a DOM (happy-dom), unit and integration tests on PGlite (the database tests again on PostgreSQL
// when TEST_DATABASE_URL is set), the production build, then end-to-end tests in the system Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseTestFiles } from './database-tests.mjs';
import { ensureDebianPackage as ensurePackage, onPath } from './debian-packages.mjs';

const results = path.resolve('tests/.artifacts/results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every test's duration, for the list of the slowest in the summary. */
const timings = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Runs checks that share nothing at the same time (each is mostly one thread: two cores take two),
 * each one's output held and printed whole when it ends; true when all passed.
 */
async function runTogether(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => {
            console.log(`\n▶ ${title}\n${output.trimEnd()}`);
            console.log(
              `  ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
            resolve(code === 0);
          });
        }),
    ),
  );
  return outcomes.every(Boolean);
}

function vitest(title, project, env, files = []) {
  const out = path.join(results, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...files,
    ],
    env,
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        timings.push({
          ms: test.duration ?? 0,
          name: `${path.relative(process.cwd(), file.name)} › ${test.fullName} (${title})`,
        });
  } else if (!ok) totals.failed += 1;
  return ok;
}

function findChromium() {
  return [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].find((p) => p && existsSync(p));
}

/** Installs Debian's `pkg` when `found()` is false and this runs as root; false when still missing. */
const ensureDebianPackage = (what, pkg, found) => ensurePackage(what, pkg, found, run);

/** PDF tests read documents with poppler's pdftotext and pdfinfo. */
const ensurePdfTools = () =>
  ensureDebianPackage('pdftotext', 'poppler-utils', () => onPath('pdftotext') && onPath('pdfinfo'));

const ensureChromium = () =>
  ensureDebianPackage('Chromium (or CHROME_PATH)', 'chromium', () => Boolean(findChromium()));

const steps = [
  () => run('lockfile in sync with package.json', 'node', ['scripts/check-lockfile.mjs']),
  // The type check, the lint and the formatting check read the same files and write nothing.
  () =>
    run('route types', 'npx', ['react-router', 'typegen']) &&
    runTogether([
      ['tsc', 'npx', ['tsc', '--noEmit']],
      ['lint and boundaries', 'npm', ['run', '--silent', 'lint']],
      ['formatting', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ]),
  // The README's deployment examples: nginx -t, systemd-analyze verify.
  () => run('deployment examples', 'node', ['scripts/check-deploy-examples.mjs']),
  () => vitest('components and hooks (DOM)', 'dom', {}),
  // PDF tests read documents with poppler; the salary calculator's browser test runs in Chromium.
  () =>
    ensurePdfTools() &&
    ensureChromium() &&
    vitest('unit and integration (PGlite)', 'unit', { TEST_DB_DRIVER: 'pglite' }),
  () =>
    process.env.TEST_DATABASE_URL
      ? vitest('database tests (PostgreSQL)', 'unit', { TEST_DB_DRIVER: 'postgres' }, databaseTestFiles())
      : (console.log('\n(TEST_DATABASE_URL not set: database tests ran on PGlite only)'), true),
  () => run('production build', 'npx', ['react-router', 'build']),
  () => ensureChromium() && vitest('end-to-end (Chromium)', 'e2e', {}),
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    if (process.env.TEST_KEEP_GOING !== '1') break;
  }
}
if (timings.length) {
  console.log('\nslowest tests:');
  for (const t of timings.sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
