import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../db/client.ts';
import { loadReferenceData } from '../../db/seed/reference.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { adminUrl, pgliteTemplate, templateDb, testDriver, withDatabase } from './test-db.ts';

/**
 * Migrates one template database and loads the reference data and, for the tests that read jobs,
 * posts and events, the demo data; each test file clones it.
 */
export default async function setup() {
  // The unit projects (shared and isolated workers) share one template: the first one's setup makes it.
  if (process.env.KARIERA_TEST_RUN) return;
  process.env.KARIERA_TEST_RUN = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const TEMPLATE_DB = templateDb();
  const PGLITE_TEMPLATE = pgliteTemplate();
  if (testDriver() === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists "${TEMPLATE_DB}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl(), TEMPLATE_DB), poolSize: 2 });
    await database.migrate();
    await loadReferenceData(database.db);
    await seedDemoData(database.db);
    await database.close();
    await admin.end();
    return async () => {
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${TEMPLATE_DB}" with (force)`);
      await dropper.end();
    };
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  await loadReferenceData(database.db);
  await seedDemoData(database.db);
  // Uncompressed: each test file loads it, and unpacking a gzipped one cost about half a second of
  // CPU more per database (970 against 430 ms, measured per open).
  const dump = await database.dump?.('none');
  if (!dump) throw new Error('PGlite database cannot be dumped');
  mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => rmSync(PGLITE_TEMPLATE, { force: true });
}
