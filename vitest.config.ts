import { defineConfig } from 'vitest/config';

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
          globalSetup: ['tests/setup/global-db.ts'],
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
          fileParallelism: false,
          // What a person sees may take a few seconds on a busy two-core runner (password hashing,
          // server actions, hydration); a second, vitest's default, makes such waits flaky.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/global-server.ts'],
        },
      },
    ],
  },
});
