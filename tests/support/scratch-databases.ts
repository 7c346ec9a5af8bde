import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminUrl, withDatabase } from '../setup/test-db.ts';

/**
 * New PostgreSQL databases for one test file: empty (no migrations, no data: as a new install finds
 * one) or a copy of a template; `dropAll()` in its afterAll removes them.
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
    /** The URL of a new database: empty, or a copy of `template`. */
    async create(template?: string): Promise<string> {
      const name = `kariera_t_${prefix}_${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
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
