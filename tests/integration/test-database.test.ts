import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, testDriver } from '../setup/test-db.ts';

/**
 * The test database holds one connection on either driver, as the embedded database does: a use case
 * that queries the database (not its transaction) inside a transaction hangs on PGlite, and so it
 * hangs on PostgreSQL too, in whichever pass its test runs (ADR 164).
 */
describe(`the test database on ${testDriver()}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('answers a query made outside an open transaction only after that transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      outside = database.db.execute(sql`select 1`).then(() => order.push('query outside'));
      await tx.execute(sql`select pg_sleep(0.3)`);
      await tx.execute(sql`select 1`);
      order.push('transaction');
    });
    await outside;
    expect(order).toEqual(['transaction', 'query outside']);
  });
});
