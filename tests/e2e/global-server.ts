import { mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { DATA_TEMPLATE, startServer } from './support/server-process.ts';
import { SHARED_SERVER_ENV } from './support/shared-server.ts';
import { createSharedCv } from './support/shared-cv.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's data directory: its outbox is `mail/` there. */
    dataDir: string;
    /** The token of a CV shared by link (the public page type `/cv/{token}`). */
    sharedCvToken: string;
  }
}

/**
 * One production server on the embedded default for the whole end-to-end run (with the settings of
 * `support/shared-server.ts`), started on a copy of a data directory migrated and seeded once here,
 * which the files that start servers of their own copy too.
 */
export default async function setup(project: TestProject) {
  rmSync(DATA_TEMPLATE, { recursive: true, force: true });
  mkdirSync(DATA_TEMPLATE, { recursive: true });
  const seeding = await startServer({}, DATA_TEMPLATE);
  // A new data directory: the server listened while it migrated, and said it was not ready yet.
  if (!seeding.answeredNotReady)
    throw new Error(`/readyz never answered 503 while the database was migrated:\n${seeding.output()}`);
  const seeded = await seeding.stop('SIGTERM');
  if (seeded !== 0) throw new Error(`seeding server did not shut down cleanly:\n${seeding.output()}`);
  const server = await startServer(SHARED_SERVER_ENV);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('sharedCvToken', (await createSharedCv(server.url, server.dataDir)).token);
  return async () => {
    const code = await server.stop('SIGTERM');
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
