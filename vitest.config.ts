import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresOnlyTestFiles, QUIET_TESTS } from './scripts/database-tests.mjs';

/**
 * Vitest's default in run mode is one worker less than the cores: a single worker on a two-core
 * runner, which leaves a core idle while PGlite (single-threaded WebAssembly) runs one file at a
 * time. The unit project takes one worker more than the cores: its files wait a good part of their
 * time (password hashing in the thread pool, servers on sockets), and with one worker per core the
 * phase kept the two cores only half busy (on two cores: 4.0 min with three workers, 5.0 with two).
 * `VITEST_MAX_WORKERS` still overrides every project.
 */
const cores = availableParallelism();

const UNIT_FILES = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];
/**
 * Unit and integration files that failed when other files had run before them in the same worker:
 * `page-guards` did not see the session cookie of a fresh registration; the PDFs of the files that
 * read a PDF's text lost letters of their font (ADR 160). Each entry is a leak to be found, not a home.
 */
const ISOLATED_UNIT_FILES = [
  'tests/integration/page-guards.test.ts',
  'tests/integration/cv-pdf.test.ts',
  'tests/integration/cv-bilingual.test.ts',
  'tests/integration/cv-file-api.test.ts',
  'tests/integration/client-cv.test.ts',
];
/**
 * `TEST_DATABASE_ON_POSTGRES=1`: the database files other than the PGlite parity files are left out,
 * because the gate runs them on PostgreSQL (ADR 164).
 */
const LEFT_TO_POSTGRES = process.env.TEST_DATABASE_ON_POSTGRES === '1' ? postgresOnlyTestFiles() : [];
/** `TEST_QUIET_LATER=1`: the files that measure responsiveness are left for the gate's last phase. */
const LEFT_FOR_LATER = process.env.TEST_QUIET_LATER === '1' ? QUIET_TESTS : [];
/** What a pass of the unit projects leaves to another pass. */
const LEFT_OUT = [...LEFT_TO_POSTGRES, ...LEFT_FOR_LATER];
/**
 * Beside the browser tests on two cores a test may wait for the CPU many times longer than it runs:
 * on a slower machine the PGlite pass took 1,140 s beside the browser tests instead of 550, tests
 * that seed a new database took 33–37 s, and the migration test of a new PGlite database 137 s
 * (it failed a gate at 120). The timeouts catch a hung test, not a slow machine.
 */
const unitProject = {
  environment: 'node' as const,
  testTimeout: 300_000,
  hookTimeout: 300_000,
  pool: 'forks' as const,
  maxWorkers: cores + 1,
  globalSetup: ['tests/setup/global-db.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        // The files of a worker share their modules (no isolation): most of what a file costs was
        // loading the server's modules again (ADR 160). Each file still opens its own database.
        test: {
          ...unitProject,
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...ISOLATED_UNIT_FILES, ...LEFT_OUT],
          isolate: false,
        },
      },
      {
        // The files that leak state into the next file of a shared worker (ADR 160), each run alone.
        test: {
          ...unitProject,
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          exclude: LEFT_OUT,
        },
      },
      {
        // Components and hooks in a DOM (happy-dom) with React Testing Library: what a person sees and
        // does on a page, without a browser or a server.
        test: {
          name: 'dom',
          include: ['tests/dom/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/dom/setup.ts'],
          // The gate runs them at a low priority beside the browser tests (ADR 160), where a test that
          // takes a second alone may wait many times longer for the CPU.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Two files at a time (each with its own Chromium, most on the shared server): the phase
          // waits more than it computes (about half a core busy with one file at a time). Three at a
          // time finished sooner but made the tests below the browser miss their timing checks (ADR
          // 161). `E2E_WORKERS=1` runs one file at a time.
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          // Its own group, so that a plain `vitest run` of both projects may use different worker counts.
          sequence: { groupOrder: 1 },
          // What a person sees may take a few seconds on a busy two-core runner (password hashing,
          // server actions, hydration); a second, vitest's default, makes such waits flaky.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/global-server.ts'],
        },
      },
    ],
  },
});
