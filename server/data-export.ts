import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { Hono } from 'hono';
import type { FileStreams } from '../core/shared/ports.ts';
import type { Database } from '../db/client.ts';
import { writeArchive } from '../infra/data-archive/export.ts';
import type { FileStoreKind } from './file-store.ts';
import type { Logger } from './logger.ts';

/** Where a running portal on the embedded database tells `npm run data:export` how to reach it. */
export const RUNNING_FILE = 'portal.json';

/**
 * The token that opens `/internal/data-export`: derived from the auth secret, so whoever can read
 * the secret (DATA_DIR/secrets or BETTER_AUTH_SECRET) may export, and nobody else.
 */
export function dataExportToken(authSecret: string): string {
  return createHmac('sha256', authSecret).update('kariera data export').digest('base64url');
}

export interface RunningPortal {
  pid: number;
  /** The address to reach it at (loopback when it listens on every interface). */
  host: string;
  port: number;
}

/** Records that this process holds the embedded database in `dataDir`; the returned function forgets it. */
export function markRunning(dataDir: string, host: string, port: number): () => void {
  const file = path.join(dataDir, RUNNING_FILE);
  const reach = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: reach, port } satisfies RunningPortal), {
    mode: 0o600,
  });
  return () => rmSync(file, { force: true });
}

/** The portal running on the embedded database in `dataDir`, if its process still lives. */
export function runningPortal(dataDir: string): RunningPortal | undefined {
  let running: RunningPortal;
  try {
    running = JSON.parse(readFileSync(path.join(dataDir, RUNNING_FILE), 'utf8')) as RunningPortal;
  } catch {
    return undefined;
  }
  try {
    process.kill(running.pid, 0);
    return running;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? running : undefined;
  }
}

/**
 * `GET /internal/data-export` with `Authorization: Bearer <dataExportToken>`: the archive of this
 * portal's database and files, streamed (ADR 134). It is how the embedded database, which only its
 * own process may open, is exported while the portal runs.
 */
export function dataExportRoutes(deps: {
  authSecret: string;
  database: Pick<Database, 'db' | 'driver'>;
  files: FileStreams;
  fileStore: FileStoreKind;
  logger: Logger;
}) {
  const app = new Hono();
  const expected = createHash('sha256').update(dataExportToken(deps.authSecret)).digest();
  app.get('/internal/data-export', (c) => {
    const header = c.req.header('authorization') ?? '';
    const given = createHash('sha256')
      .update(header.startsWith('Bearer ') ? header.slice(7).trim() : '')
      .digest();
    if (!header.startsWith('Bearer ') || !timingSafeEqual(given, expected))
      return c.body('Unauthorized', 401, { 'cache-control': 'no-store', 'content-type': 'text/plain' });
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    deps.logger.info('data export started');
    writeArchive({
      database: deps.database,
      files: deps.files,
      fileStore: deps.fileStore,
      out,
      onWarning: (message) => deps.logger.warn(message),
    }).then(
      (summary) => {
        deps.logger.info(summary, 'data export finished');
        out.end();
      },
      (err: unknown) => {
        deps.logger.error({ err }, 'data export failed');
        out.destroy(err as Error);
      },
    );
    return new Response(Readable.toWeb(out) as ReadableStream, {
      headers: { 'content-type': 'application/x-tar', 'cache-control': 'no-store' },
    });
  });
  return app;
}
