import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database, whichever driver runs it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs the committed migrations, then `andThen` (the demo seed of an empty database), both under one
   * lock on PostgreSQL: of instances starting together, one migrates and seeds, the others wait and
   * find the work done.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /** Answers whether the database responds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, gzipped unless `none` (test templates, backups). */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Stable key of the advisory lock that serializes migrations of several instances. */
export const MIGRATION_LOCK_KEY = 727_001;

export interface OpenDatabaseOptions {
  /** postgres://… — when absent, the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://');
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate(andThen) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
        await andThen?.();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * The embedded database runs inside this process's WebAssembly memory, which grows to its high-water
 * mark and never shrinks (ADR 082). PostgreSQL's defaults size it for a server of its own: 128 MB of
 * shared buffers and 64 MB for maintenance. Its data files are ordinary files here, so the operating
 * system's page cache holds them anyway; 16 MB of buffers cost no measurable speed and save ~60 MB.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 4MB'];

/**
 * Creates a new embedded database (PostgreSQL's initdb) in a short-lived Node process. Run in this
 * one, initdb's second WebAssembly instance and its compilation leave the process's native heap
 * about 60 MB larger for as long as it runs, although all of it is freed (ADR 093).
 */
async function createClusterApart(dir: string): Promise<void> {
  const script = [
    'const { PGlite } = await import(process.env.PGLITE_MODULE);',
    'const db = await PGlite.create(process.env.PGLITE_DIR);',
    'await db.close();',
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
    env: { ...process.env, PGLITE_MODULE: import.meta.resolve('@electric-sql/pglite'), PGLITE_DIR: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database in ${dir} failed (${code}): ${errors}`);
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await createClusterApart(dir);
  }
  const client = await PGlite.create(dir, {
    extensions: { unaccent, pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    async migrate(andThen) {
      await migrate(db as never, { migrationsFolder });
      await andThen?.();
    },
    ping: () => ping(db),
    dump: async (compression = 'gzip') => (await client.dumpDataDir(compression)) as Blob,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Runs a raw query and returns its rows, typed by the caller (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
