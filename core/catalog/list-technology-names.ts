import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';

/** Names of the catalog's technologies, for suggestions in the job form. */
export async function listTechnologyNames({ db }: { db: Db }): Promise<string[]> {
  const rows = await db
    .select({ name: expertise.name })
    .from(expertise)
    .orderBy(asc(expertise.name))
    .limit(3000);
  return rows.map((r) => r.name);
}
