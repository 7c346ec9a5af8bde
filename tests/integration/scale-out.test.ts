import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { bootstrap, type Runtime } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { adminUrl, testDriver, withDatabase } from '../setup/test-db.ts';

const onPostgres = testDriver() === 'postgres';
const created: string[] = [];
const runtimes: Runtime[] = [];

/** An empty PostgreSQL database of its own (no template: nothing migrated, nothing seeded). */
async function emptyDatabase(): Promise<string> {
  const name = `kariera_t_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  created.push(name);
  return withDatabase(adminUrl(), name);
}

const instanceConfig = (databaseUrl: string, env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-instance-')),
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 's'.repeat(40),
    PUBLIC_URL: 'https://kariera.test',
    LOG_LEVEL: 'silent',
    ...env,
  });

afterAll(async () => {
  for (const r of runtimes) await r.database.close().catch(() => undefined);
  if (!created.length) return;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe.runIf(onPostgres)('several instances on one PostgreSQL database', () => {
  it('two instances starting together on an empty database both start, and the demo data is loaded once', async () => {
    const url = await emptyDatabase();
    const started = await Promise.allSettled([
      bootstrap(instanceConfig(url), createLogger('silent')),
      bootstrap(instanceConfig(url), createLogger('silent')),
    ]);
    for (const s of started) if (s.status === 'fulfilled') runtimes.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const [first] = runtimes;
    const [jobs] = await queryRows<{ n: number; names: number }>(
      first!.database.db,
      sql`select count(*)::int as n, count(distinct name)::int as names from job`,
    );
    expect(jobs!.n).toBeGreaterThan(0);
    expect(jobs!.n).toBe(jobs!.names);
  });
});
