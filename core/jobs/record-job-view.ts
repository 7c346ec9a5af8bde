import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Counts one view of a job's detail page. */
export async function recordJobView({ db, id }: { db: Db; id: number }): Promise<void> {
  await db.execute(sql`update job set views = views + 1 where id = ${id} and status = 'published'`);
}
