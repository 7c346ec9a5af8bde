import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FileStreams } from '../../core/shared/ports.ts';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveHeader,
  type ArchiveManifest,
  CONTENT_TYPE_ATTRIBUTE,
  FILE_ENTRY,
  HEADER_ENTRY,
  listTables,
  MANIFEST_ENTRY,
  quoteIdent,
  releaseSchema,
  type SequenceValue,
  SEQUENCES_ENTRY,
  SUMS_ENTRY,
  TABLE_ENTRY,
} from './format.ts';
import { ArchiveError, readTar, type TarEntry } from './tar.ts';

export { ArchiveError } from './tar.ts';

/** The archive's entries, gunzipped when it starts with gzip's magic bytes. */
async function* entriesOf(file: string): AsyncGenerator<TarEntry> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file, { highWaterMark: 256 * 1024 });
  const source = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (error) => source.destroy(error));
  try {
    yield* readTar(source);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new ArchiveError(`the archive's compression is damaged (${(error as Error).message})`);
    throw error;
  } finally {
    source.destroy();
    raw.destroy();
  }
}

async function hashOf(
  body: AsyncIterable<Buffer>,
  each?: (chunk: Buffer) => void,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
    each?.(chunk);
  }
  return { sha256: hash.digest('hex'), bytes };
}

async function smallJson<T>(entry: TarEntry): Promise<{ value: T; sha256: string }> {
  if (entry.size > 16 * 1024 * 1024) throw new ArchiveError(`${entry.name} is too large`);
  const parts: Buffer[] = [];
  const { sha256 } = await hashOf(entry.body, (chunk) => parts.push(chunk));
  try {
    return { value: JSON.parse(Buffer.concat(parts).toString('utf8')) as T, sha256 };
  } catch {
    throw new ArchiveError(`${entry.name} is damaged (not JSON)`);
  }
}

/** Lines of a stream of bytes. */
async function* linesOf(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of body) {
    const text = rest + chunk.toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

function checkHeader(header: ArchiveHeader): void {
  if (header?.format !== ARCHIVE_FORMAT) throw new ArchiveError('this is not a portal export archive');
  if (header.version !== ARCHIVE_VERSION)
    throw new ArchiveError(
      `the archive is format version ${String(header.version)}; this release reads version ${ARCHIVE_VERSION} only`,
    );
  const release = releaseSchema();
  if (header.schema?.migrations !== release.migrations || header.schema.last !== release.last)
    throw new ArchiveError(
      `the archive's database schema (${header.schema?.migrations} migrations) is not this release's ` +
        `(${release.migrations}): import it with the release that exported it, then upgrade`,
    );
}

export interface VerifiedArchive {
  file: string;
  header: ArchiveHeader;
  manifest: ArchiveManifest;
}

/**
 * Reads the whole archive once and checks it without writing anywhere: the header's format and
 * version, every entry's sha256 against `SHA256SUMS` (so a changed byte, a missing or an added entry
 * is found), `SHA256SUMS` against the manifest, and the manifest's row counts and chunk hashes against
 * what the entries hold. Throws an `ArchiveError` that says what is wrong.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const spool = await mkdtemp(path.join(tmpdir(), 'kariera-verify-'));
  const listFile = path.join(spool, 'sums');
  const list = createWriteStream(listFile);
  list.on('error', () => undefined); // destroyed with writes pending when the archive is refused
  try {
    const entries = entriesOf(file);
    const first = await entries.next();
    if (first.done || first.value.name !== HEADER_ENTRY)
      throw new ArchiveError(`this is not a portal export archive (it does not start with ${HEADER_ENTRY})`);
    const { value: header, sha256: headerSha } = await smallJson<ArchiveHeader>(first.value);
    checkHeader(header);
    const note = (name: string, sha256: string) => {
      list.write(`${sha256}  ${name}\n`);
    };
    note(HEADER_ENTRY, headerSha);
    const chunks = new Map<string, { rows: number; bytes: number; sha256: string }>();
    let files = 0;
    let sumsSha: string | undefined;
    let manifest: ArchiveManifest | undefined;
    for await (const entry of entries) {
      if (manifest) throw new ArchiveError(`unexpected entry ${entry.name} after ${MANIFEST_ENTRY}`);
      if (entry.name === SUMS_ENTRY) {
        await new Promise<void>((resolve, reject) =>
          list.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        sumsSha = await compareSums(entry, listFile);
      } else if (entry.name === MANIFEST_ENTRY) {
        if (!sumsSha) throw new ArchiveError(`${MANIFEST_ENTRY} comes before ${SUMS_ENTRY}`);
        manifest = (await smallJson<ArchiveManifest>(entry)).value;
      } else if (sumsSha) {
        throw new ArchiveError(`unexpected entry ${entry.name} after ${SUMS_ENTRY}`);
      } else if (TABLE_ENTRY.test(entry.name)) {
        let rows = 0;
        const { sha256, bytes } = await hashOf(entry.body, (chunk) => {
          for (const byte of chunk) if (byte === 10) rows++;
        });
        chunks.set(entry.name, { rows, bytes, sha256 });
        note(entry.name, sha256);
      } else if (FILE_ENTRY.test(entry.name) || entry.name === SEQUENCES_ENTRY) {
        if (entry.name !== SEQUENCES_ENTRY) files++;
        note(entry.name, (await hashOf(entry.body)).sha256);
      } else {
        throw new ArchiveError(`unexpected entry ${entry.name}`);
      }
    }
    if (!manifest) throw new ArchiveError(`the archive ends without its ${MANIFEST_ENTRY} (truncated)`);
    if (manifest.version !== header.version || manifest.format !== header.format)
      throw new ArchiveError(`${MANIFEST_ENTRY} and ${HEADER_ENTRY} disagree on the format`);
    if (manifest.sums?.sha256 !== sumsSha)
      throw new ArchiveError(`${SUMS_ENTRY} does not match the sha256 that ${MANIFEST_ENTRY} records`);
    let listed = 0;
    for (const table of manifest.tables) {
      for (const chunk of table.chunks) {
        const found = chunks.get(chunk.entry);
        if (!found) throw new ArchiveError(`${chunk.entry} is listed in ${MANIFEST_ENTRY} but missing`);
        if (found.sha256 !== chunk.sha256 || found.rows !== chunk.rows || found.bytes !== chunk.bytes)
          throw new ArchiveError(`${chunk.entry} does not match ${MANIFEST_ENTRY}`);
        listed++;
      }
      if (table.rows !== table.chunks.reduce((n, c) => n + c.rows, 0))
        throw new ArchiveError(`the row count of ${table.name} does not match its chunks`);
    }
    if (listed !== chunks.size)
      throw new ArchiveError(`the archive holds table chunks ${MANIFEST_ENTRY} does not list`);
    if (files !== manifest.files.count)
      throw new ArchiveError(
        `${MANIFEST_ENTRY} lists ${manifest.files.count} files; the archive holds ${files}`,
      );
    return { file, header, manifest };
  } finally {
    list.destroy();
    await rm(spool, { recursive: true, force: true });
  }
}

/** Compares `SHA256SUMS` line by line with the sums computed from the entries; answers its sha256. */
async function compareSums(entry: TarEntry, computedFile: string): Promise<string> {
  const hash = createHash('sha256');
  const hashed: AsyncIterable<Buffer> = {
    async *[Symbol.asyncIterator]() {
      for await (const chunk of entry.body) {
        hash.update(chunk);
        yield chunk;
      }
    },
  };
  const computed = createInterface({ input: createReadStream(computedFile), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const split = (line: string) => [line.slice(0, 64), line.slice(66)] as const;
  for await (const line of linesOf(hashed)) {
    const [sha, name] = split(line);
    const next = await computed.next();
    if (next.done) throw new ArchiveError(`${name} is listed in ${SUMS_ENTRY} but missing from the archive`);
    const [actualSha, actualName] = split(next.value);
    if (actualName !== name)
      throw new ArchiveError(
        `${name} is listed in ${SUMS_ENTRY} but the archive has ${actualName} there: an entry is missing or added`,
      );
    if (actualSha !== sha)
      throw new ArchiveError(`${name} has changed: its sha256 is not the one ${SUMS_ENTRY} lists`);
  }
  const extra = await computed.next();
  if (!extra.done)
    throw new ArchiveError(`${split(extra.value)[1]} is in the archive but not in ${SUMS_ENTRY}`);
  return hash.digest('hex');
}

/** Tables whose rows the migrations themselves write (the job search's change counter). */
const MIGRATION_MADE = new Set(['search_version']);

/** Whether a database holds no rows but the migrations' own (a new one, or one migrated but never used). */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  for (const table of await listTables(db)) {
    if (MIGRATION_MADE.has(table.name)) continue;
    const [row] = await queryRows<{ used: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoteIdent(table.name)}) as used`),
    );
    if (row?.used) return false;
  }
  return true;
}

export interface ImportSummary {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

/**
 * Loads a verified archive into an empty database and file store: the schema is migrated, then every
 * table is loaded in one transaction (user triggers off, so derived rows arrive as they were) and the
 * files are streamed into the store; the sequences are set to their exported values. The entries are
 * hashed again as they are read and the transaction commits only when they still match; on any
 * failure it rolls back and the files written are deleted.
 */
export async function loadArchive(options: {
  archive: VerifiedArchive;
  database: Database;
  files: FileStreams & { delete(key: string): Promise<void> };
  onProgress?: (message: string) => void;
}): Promise<ImportSummary> {
  const { archive, database, files } = options;
  if (!(await databaseIsEmpty(database.db)))
    throw new ArchiveError('the target database is not empty: import into a new database');
  if (!(await files.isEmpty()))
    throw new ArchiveError('the target file store is not empty: import into an empty one');
  await database.migrate();
  const spool = await mkdtemp(path.join(tmpdir(), 'kariera-import-'));
  const writtenFile = path.join(spool, 'written');
  const written = createWriteStream(writtenFile);
  written.on('error', () => undefined);
  const summary: ImportSummary = { tables: 0, rows: 0, files: 0, fileBytes: 0 };
  try {
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const tables = new Map((await listTables(db)).map((t) => [t.name, t]));
      for (const table of archive.manifest.tables)
        if (!tables.has(table.name)) throw new ArchiveError(`the target has no table ${table.name}`);
      for (const name of tables.keys())
        await db.execute(sql.raw(`alter table ${quoteIdent(name)} disable trigger user`));
      // The archive's rows replace what the migrations wrote.
      for (const name of MIGRATION_MADE)
        if (tables.has(name)) await db.execute(sql.raw(`delete from ${quoteIdent(name)}`));
      const sums = createHash('sha256');
      const note = (name: string, sha256: string) => sums.update(`${sha256}  ${name}\n`);
      let sumsSha: string | undefined;
      const loaded = new Set<string>();
      for await (const entry of entriesOf(archive.file)) {
        const tableMatch = TABLE_ENTRY.exec(entry.name);
        const fileMatch = FILE_ENTRY.exec(entry.name);
        if (entry.name === HEADER_ENTRY) {
          note(entry.name, (await hashOf(entry.body)).sha256);
        } else if (tableMatch) {
          const table = tables.get(tableMatch[1]!)!;
          const parts: Buffer[] = [];
          const { sha256 } = await hashOf(entry.body, (chunk) => parts.push(chunk));
          note(entry.name, sha256);
          const rows = Buffer.concat(parts).toString('utf8').split('\n').filter(Boolean);
          const columns = table.columns.map(quoteIdent).join(', ');
          await db.execute(
            sql`${sql.raw(`insert into ${quoteIdent(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${quoteIdent(table.name)}, `)}${`[${rows.join(',')}]`}::json)`,
          );
          summary.rows += rows.length;
          if (!loaded.has(table.name)) {
            loaded.add(table.name);
            options.onProgress?.(`table ${table.name}`);
          }
        } else if (entry.name === SEQUENCES_ENTRY) {
          const { value, sha256 } = await smallJson<SequenceValue[]>(entry);
          note(entry.name, sha256);
          for (const sequence of value)
            if (sequence.value !== null)
              await db.execute(
                sql`select setval(${quoteIdent(sequence.name)}, ${sequence.value}::bigint, true)`,
              );
        } else if (fileMatch) {
          const key = fileMatch[1]!;
          const hash = createHash('sha256');
          const hashed = (async function* () {
            for await (const chunk of entry.body) {
              hash.update(chunk);
              yield chunk;
            }
          })();
          written.write(key + '\n');
          await files.putStream(
            key,
            hashed,
            entry.size,
            entry.attributes[CONTENT_TYPE_ATTRIBUTE] ?? 'application/octet-stream',
          );
          note(entry.name, hash.digest('hex'));
          summary.files++;
          summary.fileBytes += entry.size;
          if (summary.files % 1000 === 0) options.onProgress?.(`${summary.files} files`);
        } else if (entry.name === SUMS_ENTRY) {
          sumsSha = (await hashOf(entry.body)).sha256;
          if (sumsSha !== archive.manifest.sums.sha256 || sums.digest('hex') !== sumsSha)
            throw new ArchiveError('the archive changed since it was verified');
        }
      }
      if (!sumsSha) throw new ArchiveError('the archive changed since it was verified');
      for (const name of tables.keys())
        await db.execute(sql.raw(`alter table ${quoteIdent(name)} enable trigger user`));
      for (const table of archive.manifest.tables) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql.raw(`select count(*)::int as n from ${quoteIdent(table.name)}`),
        );
        if (row?.n !== table.rows)
          throw new ArchiveError(`${table.name}: ${row?.n} rows loaded, ${table.rows} exported`);
      }
      summary.tables = archive.manifest.tables.length;
    });
    return summary;
  } catch (error) {
    await new Promise((resolve) => written.end(resolve));
    for await (const key of createInterface({ input: createReadStream(writtenFile), crlfDelay: Infinity }))
      if (key) await files.delete(key).catch(() => undefined);
    throw error;
  } finally {
    written.destroy();
    await rm(spool, { recursive: true, force: true });
  }
}
