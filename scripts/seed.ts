// `npm run db:seed`: loads the demo data into the configured database (PGlite in DATA_DIR or DATABASE_URL).
// With --reset it first empties every table; without it, it refuses to seed a database that has data.
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { isEmpty, seedDemoData } from '../db/seed/seed.ts';
import { loadConfig } from '../server/config.ts';

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  if (process.argv.includes('--reset')) {
    await database.db.execute(sql`
      do $$ declare r record; begin
        for r in select tablename from pg_tables where schemaname = 'public' loop
          execute 'truncate table ' || quote_ident(r.tablename) || ' restart identity cascade';
        end loop;
      end $$;`);
  }
  if (!(await isEmpty(database.db))) {
    console.error(
      'The database already has data. Run `npm run db:seed -- --reset` to replace it with the demo data.',
    );
    process.exitCode = 1;
  } else {
    await seedDemoData(database.db);
    console.log(`Demo data loaded (${database.driver}).`);
  }
} finally {
  await database.close();
}
