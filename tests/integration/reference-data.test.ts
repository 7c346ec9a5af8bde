import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { referenceData, loadReferenceData, type ReferenceSet } from '../../db/seed/reference.ts';
import { emptyDatabase, isNewDatabase } from '../../db/seed/seed.ts';
import { caseStudy, companyService, dictionaryTerm } from '../../db/schema/index.ts';
import { bootstrap, prepareData, type Runtime } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestApp } from '../setup/test-app.ts';
import { openTestDatabase, testDriver } from '../setup/test-db.ts';
import { scratchDatabases } from '../support/scratch-databases.ts';

const onPostgres = testDriver() === 'postgres';
const runtimes: Runtime[] = [];
const scratch = scratchDatabases('seed');

afterAll(async () => {
  for (const r of runtimes) await r.database.close().catch(() => undefined);
  await scratch.dropAll();
});

/** The rows of the tables an operator would look at first, counted. */
async function counts(db: Db) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from profession) as professions,
      (select count(*)::int from expertise) as technologies,
      (select count(*)::int from dictionary_term) as terms,
      (select count(*)::int from company_service) as services,
      (select count(*)::int from case_study) as "caseStudies",
      (select count(*)::int from blog_category) as categories,
      (select count(*)::int from job) as jobs,
      (select count(*)::int from event) as events,
      (select count(*)::int from blog_post) as posts,
      (select count(*)::int from newsfeed_link) as links`,
  );
  return row!;
}

const expectReference = (c: Record<string, number>) => {
  for (const key of ['professions', 'technologies', 'terms', 'services', 'caseStudies', 'categories'])
    expect(c[key], key).toBeGreaterThan(0);
};
const demo = (c: Record<string, number>) => [c.jobs, c.events, c.posts, c.links];

/** Starts the portal's bootstrap as `npm start` does, returning what its log said. */
async function start(env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-seed-')),
    BETTER_AUTH_SECRET: 's'.repeat(40),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = await bootstrap(config, logger);
  runtimes.push(runtime);
  return { runtime, db: runtime.database.db, log: lines.join(''), config };
}

describe.runIf(onPostgres)('a new PostgreSQL database', () => {
  it('gets the reference data and no jobs, events, posts or links, and the log says so', async () => {
    const { db, log, runtime } = await start({ DATABASE_URL: await scratch.create() });
    const c = await counts(db);
    expectReference(c);
    expect(demo(c)).toEqual([0, 0, 0, 0]);
    expect(runtime.seeded?.demo).toBe('skipped');
    expect(log).toContain('no demo data in the new database');
  });

  it('gets the demo data too with SEED_DEMO=true', async () => {
    const { db, runtime } = await start({ DATABASE_URL: await scratch.create(), SEED_DEMO: 'true' });
    const c = await counts(db);
    expectReference(c);
    for (const n of demo(c)) expect(n).toBeGreaterThan(0);
    expect(runtime.seeded?.demo).toBe('loaded');
  });
});

describe.runIf(!onPostgres)('a new embedded database', () => {
  let dataDir = '';

  // A new PGlite directory: created, migrated and seeded in WebAssembly. Beside the browser tests at a
  // lower priority this took over 180 s on a two-core machine; the timeout catches a hang, not a slow machine.
  it(
    'gets the reference data and the demo data by default, and the log says so',
    { timeout: 300_000 },
    async () => {
      const { db, log, runtime, config } = await start({});
      dataDir = config.DATA_DIR;
      const c = await counts(db);
      expectReference(c);
      for (const n of demo(c)) expect(n).toBeGreaterThan(0);
      expect(runtime.seeded?.demo).toBe('loaded');
      expect(log).toContain('demo data loaded into the new database');
      await runtime.database.close();
    },
  );

  it('on the next start loads no demo data again and finds every reference row as it wrote it', async () => {
    const { db, runtime } = await start({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const before = (await counts(db)).jobs;
    expect(runtime.seeded?.demo).toBe('not-new');
    // Every row reads back as written (jsonb key order, arrays, defaults): nothing counts as edited.
    expect(runtime.seeded?.reference).toMatchObject({ inserted: 0, updated: 0, edited: 0, removed: 0 });
    expect(runtime.seeded?.reference.unchanged).toBe(
      referenceData.reduce((n, set) => n + set.items.length, 0),
    );
    expect((await counts(db)).jobs).toBe(before);
  });
});

describe("SEED_DEMO on a new database of this run's driver", () => {
  /** A migrated database with no rows at all, as a new install finds it. */
  async function newDatabase() {
    const database = await openTestDatabase();
    await emptyDatabase(database.db);
    return database;
  }
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const byDefault = onPostgres ? 'skipped' : 'loaded';

  it.each([
    { SEED_DEMO: undefined, outcome: byDefault },
    { SEED_DEMO: onPostgres, outcome: onPostgres ? 'loaded' : 'skipped' },
  ])('SEED_DEMO=$SEED_DEMO: the demo data is $outcome', async ({ SEED_DEMO, outcome }) => {
    const database = await newDatabase();
    try {
      expect(await isNewDatabase(database.db)).toBe(true);
      const seeded = await prepareData({ database, config: { SEED_DEMO }, logger });
      expect(seeded.demo).toBe(outcome);
      const c = await counts(database.db);
      expectReference(c);
      if (outcome === 'loaded') for (const n of demo(c)) expect(n).toBeGreaterThan(0);
      else expect(demo(c)).toEqual([0, 0, 0, 0]);
      // Not new any more: a later start with SEED_DEMO=true adds nothing.
      expect((await prepareData({ database, config: { SEED_DEMO: true }, logger })).demo).toBe('not-new');
      expect((await counts(database.db)).jobs).toBe(c.jobs);
    } finally {
      await database.close();
    }
  });
});

it('refuses a SEED_DEMO that is neither true nor false, naming it', () => {
  expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO: must be true or false/);
  expect(loadConfig({ SEED_DEMO: ' FALSE ' }).SEED_DEMO).toBe(false);
  expect(loadConfig({ SEED_DEMO: '' }).SEED_DEMO).toBeUndefined();
});

/** The shipped reference data with `change` applied to a copy of the items of `table`. */
function nextRelease(
  changes: [ReferenceSet['table'], (items: Record<string, unknown>[]) => Record<string, unknown>[]][],
): ReferenceSet[] {
  return referenceData.map((set) => {
    const change = changes.find(([table]) => table === set.table)?.[1];
    return change ? { ...set, items: change(structuredClone(set.items)) } : set;
  });
}

const withDefinition = (item: Record<string, unknown>, sk: string) => ({
  ...item,
  definition: { ...(item.definition as object), sk },
});

describe('a later release of the reference data', () => {
  it('updates what it wrote, adds what is new, and keeps what an admin edited or deleted', async () => {
    const app = await createTestApp();
    try {
      const { db } = app.database;
      const admin = app.services.dictionary.admin;
      const terms = await admin.listAdminTerms();
      const [edited, untouched] = referenceData
        .find((s) => s.table === dictionaryTerm)!
        .items.map((t) => terms.find((a) => a.slug === t.slug)!);
      // An admin rewrites one term's Slovak definition and deletes a service.
      await admin.saveDictionaryTerm(
        {
          slug: edited!.slug,
          term: edited!.term,
          definition: { ...edited!.definition, sk: 'Vlastná definícia administrátora.' },
        },
        edited!.id,
      );
      const [deletedService] = await db.select().from(companyService).limit(1);
      await db.delete(companyService).where(sql`slug = ${deletedService!.slug}`);

      const report = await loadReferenceData(
        db,
        nextRelease([
          [
            dictionaryTerm,
            (items) => [
              ...items.map((t) =>
                t.slug === edited!.slug || t.slug === untouched!.slug
                  ? withDefinition(t, `Nová definícia vydania pre ${String(t.slug)}.`)
                  : t,
              ),
              {
                slug: 'release-term',
                term: { sk: 'Nový pojem', en: 'New term', de: 'Neuer Begriff' },
                definition: { sk: 'Definícia.', en: 'Definition.', de: 'Definition.' },
              },
            ],
          ],
          [
            companyService,
            (items) => items.map((i) => (i.slug === deletedService!.slug ? { ...i, sortOrder: 99 } : i)),
          ],
        ]),
      );
      expect(report).toMatchObject({ inserted: 1, updated: 1, edited: 1, removed: 1 });

      const sk = new Map((await app.services.dictionary.listDictionaryTerms('sk')).map((t) => [t.slug, t]));
      expect(JSON.stringify(sk.get(edited!.slug))).toContain('Vlastná definícia administrátora.');
      expect(JSON.stringify(sk.get(untouched!.slug))).toContain(
        `Nová definícia vydania pre ${untouched!.slug}.`,
      );
      expect(JSON.stringify(sk.get('release-term'))).toContain('Nový pojem');
      const services = await db.select({ slug: companyService.slug }).from(companyService);
      expect(services.map((s) => s.slug)).not.toContain(deletedService!.slug);

      // The release after that still leaves the admin's text alone.
      const again = await loadReferenceData(db);
      expect(again.edited).toBe(1);
      expect(JSON.stringify((await admin.getDictionaryTerm(edited!.id)).definition)).toContain(
        'Vlastná definícia administrátora.',
      );
    } finally {
      await app.close();
    }
  });

  it('adopts the rows of a database seeded before versions were recorded: equal rows follow releases, differing ones are kept', async () => {
    const app = await createTestApp();
    try {
      const { db } = app.database;
      const [first, second] = await db.select().from(caseStudy).orderBy(caseStudy.sortOrder).limit(2);
      await db.execute(sql`delete from reference_row`);
      await db.execute(
        sql`update case_study set client = ${JSON.stringify({ sk: 'Starý klient', en: 'Old client', de: 'Alter Kunde' })}::jsonb where slug = ${second!.slug}`,
      );
      const adopted = await loadReferenceData(db);
      expect(adopted).toMatchObject({ inserted: 0, updated: 0, edited: 1 });

      const renamed = (items: Record<string, unknown>[]) =>
        items.map((c) => ({ ...c, title: { ...(c.title as object), en: `${String(c.slug)} (2027)` } }));
      const report = await loadReferenceData(db, nextRelease([[caseStudy, renamed]]));
      expect(report.edited).toBe(1);
      const rows = new Map((await db.select().from(caseStudy)).map((r) => [r.slug, r]));
      expect(rows.get(first!.slug)!.title.en).toBe(`${first!.slug} (2027)`);
      expect(rows.get(second!.slug)!.title.en).toBe(second!.title.en);
      expect(rows.get(second!.slug)!.client.sk).toBe('Starý klient');
    } finally {
      await app.close();
    }
  });
});
