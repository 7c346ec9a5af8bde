// `npm run db:seed`: migrates the configured database (PGlite in DATA_DIR or DATABASE_URL) and brings
// its reference data up to date, keeping what admins edited (ADR 130). `-- --demo` adds the demo data
// (jobs, posts, events, newsfeed links) unless it is there already; `-- --reset` first empties every
// table. Stop the server first on the embedded database.
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { loadReferenceData } from '../db/seed/reference.ts';
import { emptyDatabase, hasDemoData, seedDemoData } from '../db/seed/seed.ts';
import { loadConfig } from '../server/config.ts';

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  if (process.argv.includes('--reset')) {
    await emptyDatabase(database.db);
  }
  const report = await loadReferenceData(database.db);
  console.log(
    `Reference data (${database.driver}): ${report.inserted} added, ${report.updated} updated, ` +
      `${report.unchanged} unchanged, ${report.edited} edited by an admin and kept, ${report.removed} removed by an admin.`,
  );
  if (process.argv.includes('--demo')) {
    if (await hasDemoData(database.db)) {
      console.error(
        'The demo data is already loaded. `npm run db:seed -- --reset --demo` replaces everything with it.',
      );
      process.exitCode = 1;
    } else {
      await seedDemoData(database.db);
      console.log('Demo data loaded.');
    }
  }
} finally {
  await database.close();
}
