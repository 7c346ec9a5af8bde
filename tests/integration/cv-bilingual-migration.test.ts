import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { adminUrl, testDriver, withDatabase } from '../setup/test-db.ts';

/**
 * Migration 0013 (ADR 110): the CV texts stored before it — the text columns in the CV's language
 * (`cv_settings.language`), `alt` in the other one — each land under the language they were written
 * in, for an English CV as for a Slovak one. Run on an empty database of this run's driver, migrated
 * to 0011, given such rows, then migrated to the end.
 */
type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** The migrations up to and including `last` in a folder of their own. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function emptyDatabase(): Promise<{ query: Query; migrate: (folder: string) => Promise<void> }> {
  if (testDriver() === 'postgres') {
    const name = `kariera_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(adminUrl(), name), max: 1 });
    closers.push(async () => {
      await pool.end();
      // The pool's connection may still be closing: dropped under it, it would report the drop.
      const open = async () =>
        Number(
          (await admin.query('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0]
            .n,
        );
      for (let waited = 0; (await open()) > 0 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    return {
      query: async (sql, params) => (await pool.query(sql, params)).rows as Record<string, unknown>[],
      migrate: (folder) => migrate(drizzle(pool), { migrationsFolder: folder }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  closers.push(() => client.close());
  return {
    query: async (sql, params) => (await client.query(sql, params)).rows as Record<string, unknown>[],
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
  };
}

describe('migration 0013: CV texts by language', () => {
  it('puts each stored text under the language it was written in', async () => {
    const db = await emptyDatabase();
    await db.migrate(migrationsUpTo(11));
    for (const [id, language] of [
      ['slovak-cv', 'sk'],
      ['english-cv', 'en'],
    ] as const) {
      await db.query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.sk')`, [id]);
      await db.query(
        `insert into candidate_profile (user_id, first_name, last_name) values ($1, 'Ľubo', 'Šťastný')`,
        [id],
      );
      await db.query(`insert into cv_settings (user_id, token, language) values ($1, $1, $2)`, [
        id,
        language,
      ]);
      const main = language === 'sk' ? 'Vývojár' : 'Developer';
      const second = language === 'sk' ? 'Developer' : 'Vývojár';
      await db.query(`insert into cv_content (user_id, position, bio, alt) values ($1, $2, $3, $4)`, [
        id,
        main,
        `${main}: o mne`,
        JSON.stringify({ position: second }),
      ]);
      await db.query(
        `insert into cv_employment (user_id, company, position, from_date, description, alt)
         values ($1, 'Acme', $2, '2020-01-01', null, $3)`,
        [id, main, JSON.stringify({ position: second, description: `${second}: popis` })],
      );
      await db.query(
        `insert into cv_education (user_id, diploma, school, faculty, description, alt)
         values ($1, 'Ing.', 'Žilinská univerzita', '', 'Práca', null)`,
        [id],
      );
      await db.query(`insert into cv_certificate (user_id, name, alt) values ($1, 'OCP', $2)`, [
        id,
        JSON.stringify({ name: '' }),
      ]);
      await db.query(
        `insert into cv_reference (user_id, link, description) values ($1, 'https://x.sk', null)`,
        [id],
      );
    }
    await db.migrate(migrationsFolder);

    const content = await db.query(`select user_id, position, bio from cv_content order by user_id`);
    expect(content).toEqual([
      {
        user_id: 'english-cv',
        position: { en: 'Developer', sk: 'Vývojár' },
        bio: { en: 'Developer: o mne' },
      },
      { user_id: 'slovak-cv', position: { sk: 'Vývojár', en: 'Developer' }, bio: { sk: 'Vývojár: o mne' } },
    ]);
    const employments = await db.query(
      `select user_id, position, description from cv_employment order by user_id`,
    );
    expect(employments).toEqual([
      {
        user_id: 'english-cv',
        position: { en: 'Developer', sk: 'Vývojár' },
        description: { sk: 'Vývojár: popis' },
      },
      {
        user_id: 'slovak-cv',
        position: { sk: 'Vývojár', en: 'Developer' },
        description: { en: 'Developer: popis' },
      },
    ]);
    const educations = await db.query(
      `select user_id, diploma, school, faculty, description from cv_education order by user_id`,
    );
    expect(educations[0]).toEqual({
      user_id: 'english-cv',
      diploma: { en: 'Ing.' },
      school: { en: 'Žilinská univerzita' },
      faculty: null,
      description: { en: 'Práca' },
    });
    expect(await db.query(`select name from cv_certificate order by user_id`)).toEqual([
      { name: { en: 'OCP' } },
      { name: { sk: 'OCP' } },
    ]);
    expect(await db.query(`select description from cv_reference`)).toEqual([
      { description: null },
      { description: null },
    ]);
    const columns = await db.query(
      `select table_name from information_schema.columns where table_name like 'cv_%' and column_name = 'alt'`,
    );
    expect(columns).toEqual([]);
  });
});
