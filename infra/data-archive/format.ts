import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder, queryRows } from '../../db/client.ts';

/**
 * The portal's export archive, version 1 (ADR 134): a tar file (gzipped when its name ends in `.gz`)
 * whose entries come in this order:
 *
 * - `kariera-export.json`: the header (`ArchiveHeader`), read first so an unknown version is refused at once;
 * - `tables/<table>/<00001>.ndjson`: every table's rows as PostgreSQL's `row_to_json`, one per line,
 *   in chunks of at most 2,000 rows or 4 MB, tables in the order of their foreign keys;
 * - `sequences.json`: every sequence's last value;
 * - `files/<storage key>`: every stored file's bytes (pax record `KARIERA.content-type`);
 * - `SHA256SUMS`: the sha256 of every entry above, in `sha256sum` format, in archive order;
 * - `manifest.json` (`ArchiveManifest`): the tables with their row counts and chunk hashes, the files'
 *   count and bytes, and the sha256 of `SHA256SUMS`.
 */
export const ARCHIVE_FORMAT = 'kariera-portal-export';
export const ARCHIVE_VERSION = 1;
export const HEADER_ENTRY = 'kariera-export.json';
export const SEQUENCES_ENTRY = 'sequences.json';
export const SUMS_ENTRY = 'SHA256SUMS';
export const MANIFEST_ENTRY = 'manifest.json';
export const CONTENT_TYPE_ATTRIBUTE = 'KARIERA.content-type';
export const TABLE_ENTRY = /^tables\/([a-z_][a-z0-9_]{0,62})\/(\d{5})\.ndjson$/;
export const FILE_ENTRY = /^files\/([A-Za-z0-9][A-Za-z0-9._/-]{0,200})$/;

/** Which migrations made the schema the rows fit: an archive loads only into the same schema. */
export interface SchemaVersion {
  migrations: number;
  /** The last migration's timestamp (drizzle's `folderMillis`). */
  last: string;
}

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: { driver: 'pglite' | 'postgres'; fileStore: 'disk' | 's3' };
  schema: SchemaVersion;
}

export interface ChunkRecord {
  entry: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface ArchiveManifest extends ArchiveHeader {
  tables: { name: string; rows: number; chunks: ChunkRecord[] }[];
  files: { count: number; bytes: number; missing: string[] };
  sums: { entry: typeof SUMS_ENTRY; sha256: string };
}

export interface SequenceValue {
  name: string;
  /** bigint as text; null when the sequence was never used. */
  value: string | null;
}

export const tableEntry = (table: string, chunk: number) =>
  `tables/${table}/${String(chunk).padStart(5, '0')}.ndjson`;

/** The schema this release's migrations make. */
export function releaseSchema(): SchemaVersion {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { migrations: journal.entries.length, last: String(journal.entries.at(-1)?.when ?? 0) };
}

/** The schema a database's applied migrations made (0 migrations: a new database). */
export async function databaseSchema(db: Db): Promise<SchemaVersion> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { migrations: 0, last: '0' };
  const [row] = await queryRows<{ migrations: number; last: string | null }>(
    db,
    sql`select count(*)::int as migrations, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { migrations: row?.migrations ?? 0, last: row?.last ?? '0' };
}

export interface TableInfo {
  name: string;
  /** The columns a row is inserted with (generated ones are computed again). */
  columns: string[];
  /** The primary key's columns, for tables that reference themselves (their rows are exported in key order). */
  selfKey: string[] | undefined;
}

/** The portal's tables (schema `public`), parents before the tables that reference them. */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select cc.relname as child, pc.relname as parent from pg_constraint k
        join pg_class cc on cc.oid = k.conrelid join pg_class pc on pc.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column" from pg_index i
        join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public' order by c.relname, a.attnum`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  const selfReferencing = new Set<string>();
  for (const { child, parent } of references) {
    if (child === parent) selfReferencing.add(child);
    else parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)),
    );
    if (!ready.length) throw new Error('the tables reference each other in a cycle');
    for (const t of ready) {
      placed.add(t.name);
      ordered.push(t.name);
    }
  }
  return ordered.map((name) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
    selfKey: selfReferencing.has(name)
      ? keys.filter((k) => k.table === name).map((k) => k.column)
      : undefined,
  }));
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
