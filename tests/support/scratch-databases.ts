import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminUrl, withDatabase } from '../setup/test-db.ts';

/**
 * New, empty PostgreSQL databases (no migrations, no data: as a new install finds one) for one test
 * file; `dropAll()` in its afterAll removes them.
 */
export function scratchDatabases(prefix: string) {
  const names: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    /** The URL of a new empty database. */
    async create(): Promise<string> {
      const name = `kariera_t_${prefix}_${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`create database "${name}"`));
      names.push(name);
      return withDatabase(adminUrl(), name);
    },
    async dropAll(): Promise<void> {
      if (!names.length) return;
      await admin(async (c) => {
        for (const name of names.splice(0)) await c.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}
