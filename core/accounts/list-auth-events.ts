import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authEvent } from '../../db/schema/auth.ts';

/** The newest entries of the authentication audit log, for the admins. */
export async function listAuthEvents({ db, limit = 200 }: { db: Db; limit?: number }) {
  return db.select().from(authEvent).orderBy(desc(authEvent.id)).limit(Math.min(limit, 1000));
}
