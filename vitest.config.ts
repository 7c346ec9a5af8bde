import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default in run mode is one worker less than the cores: a single worker on a two-core
 * runner, which leaves a core idle while PGlite (single-threaded WebAssembly) runs one file at a
 * time. The unit project takes one worker more than the cores: its files wait a good part of their
 * time (password hashing in the thread pool, servers on sockets), and with one worker per core the
 * phase kept the two cores only half busy (on two cores: 4.0 min with three workers, 5.0 with two).
 * `VITEST_MAX_WORKERS` still overrides every project.
 */
const cores = availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: cores + 1,
          globalSetup: ['tests/setup/global-db.ts'],
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
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Two files at a time (each with its own Chromium, most on the shared server): the phase
          // waits more than it computes (about half a core busy with one file at a time).
          // `E2E_WORKERS=1` runs one file at a time.
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
