import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../db/client.ts';

/**
 * Each test run migrates its own template (named by the run's id, which the global setup puts in
 * the environment that the test workers inherit), so that runs started side by side do not drop
 * or overwrite each other's template.
 */
const runId = () => process.env.KARIERA_TEST_RUN ?? 'default';
export const templateDb = () => `kariera_test_template_${runId()}`;
export const pgliteTemplate = () => path.resolve(`tests/.artifacts/pglite-template-${runId()}.tar`);
/** Which driver this run's database tests use: set by scripts/test.mjs, PGlite by default. */
export const testDriver = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * PGlite's engine compiled, its file bundle and the template read once per worker: the files of a worker that
 * share their modules (ADR 160) then skip about a third of what opening a database costs.
 */
let templateBlob: Blob | undefined;
let pgliteEngine: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function compiledPglite() {
  pgliteEngine ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteEngine;
}

/**
 * A fresh database for one test file, cloned from the template that the global setup migrated
 * and seeded once: `CREATE DATABASE … TEMPLATE` on PostgreSQL, a loaded data dir on PGlite.
 * On PostgreSQL with one connection, like PGlite: a query made outside an open transaction waits for
 * it on both drivers, so a use case that would hang on the embedded database hangs in either pass
 * (ADR 164; `test-database.test.ts`).
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver() === 'postgres') {
    const name = `kariera_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateDb()}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl(), name), poolSize: 1 });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl() });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  if (!existsSync(pgliteTemplate()))
    throw new Error('PGlite template missing: run the tests through vitest (global setup)');
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('../../db/schema/index.ts');
  const client = await PGlite.create({
    ...(await compiledPglite()),
    loadDataDir: (templateBlob ??= new Blob([readFileSync(pgliteTemplate())])),
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzle(client, { schema }) as unknown as Database['db'];
  return {
    db,
    driver: 'pglite',
    migrate: async () => undefined,
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}
