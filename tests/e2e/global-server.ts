import type { TestProject } from 'vitest/node';
import { startServer } from './support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server on the embedded default for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    const code = await server.stop('SIGTERM');
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
