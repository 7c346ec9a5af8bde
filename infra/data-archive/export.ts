import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FileStreams } from '../../core/shared/ports.ts';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveHeader,
  type ArchiveManifest,
  CONTENT_TYPE_ATTRIBUTE,
  type ChunkRecord,
  databaseSchema,
  HEADER_ENTRY,
  listTables,
  MANIFEST_ENTRY,
  quoteIdent,
  type SequenceValue,
  SEQUENCES_ENTRY,
  SUMS_ENTRY,
  tableEntry,
} from './format.ts';
import { TarWriter } from './tar.ts';

const CHUNK_ROWS = 2000;
const CHUNK_BYTES = 4 * 1024 * 1024;
const FETCH_ROWS = 500;

export interface ExportSummary {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Storage keys of `stored_file` rows whose bytes were not in the file store. */
  missing: string[];
}

async function append(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

async function close(stream: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/**
 * Writes every table and every stored file into `out` as an archive (ADR 134). The tables are read in
 * one read-only REPEATABLE READ transaction (on the embedded database the portal's queries wait
 * meanwhile: it has one connection), through a cursor, so they are one consistent snapshot; the files
 * that snapshot's `stored_file` rows name are copied after it, one at a time. `out` is not ended.
 */
export async function writeArchive(options: {
  database: Pick<Database, 'db' | 'driver'>;
  files: FileStreams;
  fileStore: 'disk' | 's3';
  out: Writable;
  onWarning?: (message: string) => void;
}): Promise<ExportSummary> {
  const { database, files, out } = options;
  const tar = new TarWriter(out);
  const spool = await mkdtemp(path.join(tmpdir(), 'kariera-export-'));
  const sumsFile = path.join(spool, 'sums');
  const keysFile = path.join(spool, 'keys');
  const sums = createWriteStream(sumsFile);
  const sumsHash = createHash('sha256');
  const record = async (entry: string, sha256: string) => {
    const line = `${sha256}  ${entry}\n`;
    sumsHash.update(line);
    await append(sums, line);
  };
  try {
    const tables: ArchiveManifest['tables'] = [];
    let header: ArchiveHeader | undefined;
    let sequences: SequenceValue[] = [];
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.execute(sql`set transaction isolation level repeatable read, read only`);
      header = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: new Date().toISOString(),
        source: { driver: database.driver, fileStore: options.fileStore },
        schema: await databaseSchema(db),
      };
      const headerBytes = Buffer.from(JSON.stringify(header, null, 2) + '\n');
      await record(HEADER_ENTRY, await tar.entry(HEADER_ENTRY, headerBytes.length, headerBytes));
      for (const table of await listTables(db)) {
        const order = table.selfKey?.length ? `order by ${table.selfKey.map(quoteIdent).join(', ')}` : '';
        await db.execute(
          sql.raw(`declare archive_rows no scroll cursor for
                   select row_to_json(t)::text as j from ${quoteIdent(table.name)} t ${order}`),
        );
        const chunks: ChunkRecord[] = [];
        let lines: Buffer[] = [];
        let bytes = 0;
        const flush = async () => {
          if (!lines.length) return;
          const entry = tableEntry(table.name, chunks.length + 1);
          const body = Buffer.concat(lines);
          const sha256 = await tar.entry(entry, body.length, body);
          await record(entry, sha256);
          chunks.push({ entry, rows: lines.length, bytes: body.length, sha256 });
          lines = [];
          bytes = 0;
        };
        for (;;) {
          const rows = await queryRows<{ j: string }>(
            db,
            sql.raw(`fetch forward ${FETCH_ROWS} from archive_rows`),
          );
          for (const { j } of rows) {
            const line = Buffer.from(j + '\n');
            lines.push(line);
            bytes += line.length;
            if (lines.length >= CHUNK_ROWS || bytes >= CHUNK_BYTES) await flush();
          }
          if (rows.length < FETCH_ROWS) break;
        }
        await flush();
        await db.execute(sql`close archive_rows`);
        tables.push({ name: table.name, rows: chunks.reduce((n, c) => n + c.rows, 0), chunks });
      }
      sequences = await queryRows<SequenceValue>(
        db,
        sql`select sequencename as name, last_value::text as value from pg_sequences
            where schemaname = 'public' order by sequencename`,
      );
      // The snapshot's files, spooled to disk: their list is as long as the data.
      const keys = createWriteStream(keysFile);
      await db.execute(
        sql`declare archive_files no scroll cursor for
            select storage_key as key, mime_type as type from stored_file order by storage_key`,
      );
      for (;;) {
        const rows = await queryRows<{ key: string; type: string }>(
          db,
          sql`fetch forward 1000 from archive_files`,
        );
        for (const row of rows) await append(keys, JSON.stringify([row.key, row.type]) + '\n');
        if (rows.length < 1000) break;
      }
      await db.execute(sql`close archive_files`);
      await close(keys);
    });
    const sequenceBytes = Buffer.from(JSON.stringify(sequences) + '\n');
    await record(SEQUENCES_ENTRY, await tar.entry(SEQUENCES_ENTRY, sequenceBytes.length, sequenceBytes));

    const missing: string[] = [];
    let count = 0;
    let fileBytes = 0;
    for await (const line of createInterface({ input: createReadStream(keysFile), crlfDelay: Infinity })) {
      if (!line) continue;
      const [key, type] = JSON.parse(line) as [string, string];
      const file = await files.openRead(key);
      if (!file) {
        // Deleted since the snapshot (its row is gone too by now), or lost before it.
        missing.push(key);
        options.onWarning?.(`stored file ${key} is not in the file store; its row is exported without it`);
        continue;
      }
      const entry = `files/${key}`;
      await record(entry, await tar.entry(entry, file.size, file.body, { [CONTENT_TYPE_ATTRIBUTE]: type }));
      count++;
      fileBytes += file.size;
    }
    await close(sums);
    const sumsSize = (await stat(sumsFile)).size;
    const sumsSha = await tar.entry(SUMS_ENTRY, sumsSize, createReadStream(sumsFile));
    const manifest: ArchiveManifest = {
      ...header!,
      tables,
      files: { count, bytes: fileBytes, missing: missing.slice(0, 1000) },
      sums: { entry: SUMS_ENTRY, sha256: sumsSha },
    };
    if (sumsSha !== sumsHash.digest('hex')) throw new Error('SHA256SUMS changed while it was written');
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
    await tar.entry(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    await tar.end();
    return {
      tables: tables.length,
      rows: tables.reduce((n, t) => n + t.rows, 0),
      files: count,
      fileBytes,
      missing,
    };
  } finally {
    sums.destroy();
    await rm(spool, { recursive: true, force: true });
  }
}
