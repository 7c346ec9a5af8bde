// `npm test`: the one gate. Type check, lint with the layout's boundary rules, formatting, the
// production build and the test tools (Debian packages, installed where missing) side by side; then
// end-to-end tests in the system Chromium over that build, and beside them, at a lower CPU priority,
// component and hook tests in a DOM (happy-dom), unit and integration tests on PGlite, and when
// TEST_DATABASE_URL is set the database tests on PostgreSQL, PGlite then keeping only the files where
// the two differ; last and alone, the tests that measure how fast the server stays responsive (ADR 164).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { databaseTestFiles, PGLITE_PARITY_TESTS, QUIET_TESTS } from './database-tests.mjs';

const gateStart = mark();
const results = path.resolve('tests/.artifacts/results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every test's duration, for the list of the slowest in the summary. */
const timings = [];

/**
 * The machine's CPU time so far in seconds (user, nice and system of all cores, from /proc/stat), or
 * null where there is none. The gate's phases run side by side, so only the machine's figure is
 * well defined; it is what says whether a slow run did more work or ran on a slower machine.
 */
function machineCpuSeconds() {
  try {
    const [user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1, 4);
    return (Number(user) + Number(nice) + Number(system)) / 100;
  } catch {
    return null;
  }
}

/** A mark to measure from: the machine's CPU time and the clock. */
function mark() {
  return { cpu: machineCpuSeconds(), time: Date.now() };
}

/** Wall and machine CPU time since `since`, as printed: "100 s, 189 CPU-s (95 % of 2 cores)". */
function elapsed(since) {
  const wall = (Date.now() - since.time) / 1000;
  const now = machineCpuSeconds();
  if (now === null || since.cpu === null) return `${wall.toFixed(0)} s`;
  const used = now - since.cpu;
  const cores = availableParallelism();
  return `${wall.toFixed(0)} s, ${used.toFixed(0)} CPU-s (${((100 * used) / wall / cores).toFixed(0)} % of ${cores} cores)`;
}

/** Runs `work` (one of the gate's steps that follow each other), then prints its wall and CPU time. */
async function step(title, work) {
  const started = mark();
  const result = await work();
  console.log(`\n■ ${title}: ${elapsed(started)}`);
  return result;
}

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
 * Runs one command without blocking: its output streamed when `live`, else held and printed whole
 * when it ends (so that two running side by side do not interleave); at a lower CPU priority when
 * `background` (it takes what the foreground leaves idle). Resolves true when it passed.
 */
function runAsync(title, cmd, args, { env = {}, live = false, background = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (live) console.log(`\n▶ ${title}`);
    const [command, commandArgs] = background ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
    const child = spawn(command, commandArgs, {
      env: { ...process.env, ...env },
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (!live) console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      console.log(
        `  ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code === 0);
    });
  });
}

/** Checks that share nothing, at the same time; true when all passed. */
async function runTogether(checks) {
  const outcomes = await Promise.all(checks.map(([title, cmd, args]) => runAsync(title, cmd, args)));
  return outcomes.every(Boolean);
}

/** A Vitest run of `projects` (options as `runAsync`'s), its counts and timings added to the summary. */
async function vitest(title, projects, env, files = [], options = {}) {
  const out = path.join(results, `${title.replace(/\W+/g, '-')}.json`);
  const ok = await runAsync(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...[projects].flat().flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...files,
    ],
    { env, ...options },
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

/** The unit and integration files: those that share their worker's modules, and those run alone. */
const UNIT_PROJECTS = ['unit', 'unit-isolated'];
const keepGoing = process.env.TEST_KEEP_GOING === '1';

/**
 * The tests below the browser, one phase after another, in the background: the end-to-end phase
 * waits on its browsers and servers more than it computes, and these take the CPU it leaves idle.
 */
async function testsBelowTheBrowser() {
  const background = { background: true };
  let ok = await vitest('components and hooks (DOM)', 'dom', {}, [], background);
  if (!ok && !keepGoing) return false;
  // With PostgreSQL at hand, the database files other than the parity files wait for its pass (ADR 164).
  const onPostgres = process.env.TEST_DATABASE_URL ? '1' : '';
  ok =
    (await vitest(
      'unit and integration (PGlite)',
      UNIT_PROJECTS,
      { TEST_DB_DRIVER: 'pglite', TEST_DATABASE_ON_POSTGRES: onPostgres, TEST_QUIET_LATER: '1' },
      [],
      background,
    )) && ok;
  if (!ok && !keepGoing) return false;
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\n(TEST_DATABASE_URL not set: database tests ran on PGlite only)');
    return ok;
  }
  const files = databaseTestFiles();
  // A parity file that no longer uses a database (or no longer exists) would leave the list stale.
  const stale = PGLITE_PARITY_TESTS.filter((file) => !files.includes(file));
  if (stale.length) {
    console.log(`\nPGLITE_PARITY_TESTS that are not database test files: ${stale.join(', ')}`);
    return false;
  }
  return (
    (await vitest(
      'database tests (PostgreSQL)',
      UNIT_PROJECTS,
      { TEST_DB_DRIVER: 'postgres', TEST_QUIET_LATER: '1' },
      files,
      background,
    )) && ok
  );
}

// `.ci/run` sets LOCKFILE_CHECKED after its `npm ci`, which fails on a lock file out of sync.
let ok =
  (process.env.LOCKFILE_CHECKED === '1' ||
    run('lockfile in sync with package.json', 'node', ['scripts/check-lockfile.mjs'])) &&
  run('route types', 'npx', ['react-router', 'typegen']);
// The type check, the lint and the formatting check read the same files and write nothing; the
// production build, which the end-to-end tests serve, writes only `build/`. Meanwhile the Debian
// packages the tests use are installed where missing (poppler for the PDF tests, LibreOffice for
// the Word export's, Chromium, nginx for the deployment example), and the README's deployment
// examples are checked (nginx -t, systemd-analyze verify).
if (ok || keepGoing)
  ok =
    (await step('checks and build, at once', () =>
      runTogether([
        ['tsc', 'npx', ['tsc', '--noEmit']],
        ['lint and boundaries', 'npm', ['run', '--silent', 'lint']],
        ['formatting', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
        ['production build', 'npx', ['react-router', 'build']],
        [
          'test tools and deployment examples',
          'sh',
          ['-c', 'node scripts/test-tools.mjs && node scripts/check-deploy-examples.mjs'],
        ],
      ]),
    )) && ok;
if (ok || keepGoing) {
  const outcomes = await step('end-to-end tests beside the tests below the browser', () =>
    Promise.all([vitest('end-to-end (Chromium)', 'e2e', {}, [], { live: true }), testsBelowTheBrowser()]),
  );
  ok = outcomes.every(Boolean) && ok;
}
// Last and alone: the files that measure how fast the server stays responsive (ADR 164).
if (ok || keepGoing)
  ok =
    (await step('responsiveness tests, alone', () =>
      vitest(
        'responsiveness under hostile input (alone)',
        UNIT_PROJECTS,
        { TEST_DB_DRIVER: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
        [...QUIET_TESTS],
      ),
    )) && ok;
if (timings.length) {
  console.log('\nslowest tests:');
  for (const t of timings.sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
}
console.log(`\ngate: ${elapsed(gateStart)} on ${cpus()[0]?.model.trim() ?? 'an unknown CPU'}`);
// The last line, as the README says: the counts.
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
