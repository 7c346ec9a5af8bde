import path from 'node:path';
import { openDatabase, type Database } from './client.ts';

/** The settings that say which database the portal uses (the server's `Config` has them). */
export interface DatabaseSettings {
  /** postgres://…; when absent, the embedded PGlite database. */
  DATABASE_URL?: string | undefined;
  /** DATA_DIR, resolved: the embedded database lives in its `db` folder. */
  dataDir: string;
}

/**
 * Opens the database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/db (for the server and the command-line tools alike).
 */
export function openConfiguredDatabase(settings: DatabaseSettings): Promise<Database> {
  return openDatabase({
    databaseUrl: settings.DATABASE_URL,
    pgliteDir: path.join(settings.dataDir, 'db'),
  });
}
