import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { type Database, openDatabase } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { type ExportSummary, writeArchive } from '../infra/data-archive/export.ts';
import {
  ArchiveError,
  databaseIsEmpty,
  type ImportSummary,
  loadArchive,
  verifyArchive,
} from '../infra/data-archive/import.ts';
import type { Config } from './config.ts';
import { dataExportToken, runningPortal } from './data-export.ts';
import { createConfiguredFileStore } from './file-store.ts';

export { ArchiveError } from '../infra/data-archive/import.ts';

type Log = (message: string) => void;

/** Writes through `write` into `file` (gzipped when it ends in `.gz`), renamed into place only when complete. */
async function toFile(file: string, write: (out: Writable) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  const target = createWriteStream(partial, { mode: 0o600 });
  const gzip = file.endsWith('.gz') ? createGzip({ level: 6 }) : undefined;
  const out = gzip ?? target;
  const done = gzip
    ? pipeline(gzip, target)
    : new Promise<void>((resolve, reject) => {
        target.once('finish', resolve);
        target.once('error', reject);
      });
  try {
    await write(out);
    out.end();
    await done;
    await rename(partial, file);
  } catch (error) {
    out.destroy();
    target.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * `npm run data:export -- <file>` (ADR 134): the archive of the configured database and file store.
 * A portal running on the embedded database is asked for it over HTTP (only its process may open the
 * database); otherwise the database is opened here (PostgreSQL: while the portal runs, too).
 */
export async function exportData(
  config: Config,
  file: string,
  log: Log = () => undefined,
): Promise<ExportSummary | undefined> {
  const running = config.DATABASE_URL ? undefined : runningPortal(config.dataDir);
  if (running) {
    log(`the portal runs (pid ${running.pid}): exporting through it`);
    const response = await fetch(`http://${running.host}:${running.port}/internal/data-export`, {
      headers: { authorization: `Bearer ${dataExportToken(config.authSecret)}` },
    });
    if (!response.ok || !response.body)
      throw new Error(`the running portal refused the export: ${response.status} ${await response.text()}`);
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    await toFile(file, (out) => pipeline(body, out, { end: false }));
    return undefined;
  }
  const database = await openConfiguredDatabase(config);
  const { store, kind } = createConfiguredFileStore(config);
  try {
    let summary: ExportSummary | undefined;
    await toFile(file, async (out) => {
      summary = await writeArchive({ database, files: store, fileStore: kind, out, onWarning: log });
    });
    return summary;
  } finally {
    await database.close();
  }
}

/**
 * `npm run data:import -- <file>` (ADR 134): refuses a non-empty target database or file store and a
 * damaged or foreign archive before writing anything, then loads it.
 */
export async function importData(
  config: Config,
  file: string,
  log: Log = () => undefined,
): Promise<ImportSummary> {
  const { store } = createConfiguredFileStore(config);
  let database: Database | undefined;
  try {
    if (!config.DATABASE_URL) {
      if (runningPortal(config.dataDir))
        throw new ArchiveError(`the portal runs on ${config.dataDir}: stop it before importing into it`);
      const dir = path.join(config.dataDir, 'db');
      // A new embedded database is created only once the archive has proved sound.
      if (existsSync(path.join(dir, 'PG_VERSION'))) database = await openDatabase({ pgliteDir: dir });
    } else {
      database = await openConfiguredDatabase(config);
    }
    if (database && !(await databaseIsEmpty(database.db)))
      throw new ArchiveError('the target database is not empty: import into a new database');
    if (!(await store.isEmpty()))
      throw new ArchiveError('the target file store is not empty: import into an empty one');
    log('checking the archive');
    const archive = await verifyArchive(file);
    log(
      `archive sound: ${archive.manifest.tables.length} tables, ${archive.manifest.files.count} files; loading`,
    );
    database ??= await openConfiguredDatabase(config);
    return await loadArchive({ archive, database, files: store, onProgress: log });
  } finally {
    await database?.close();
  }
}
