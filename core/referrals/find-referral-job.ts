import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';

/** A published job a candidate can be recommended for, with its length; undefined otherwise. */
export async function findReferralJob({
  db,
  id,
}: {
  db: Db;
  id: number;
}): Promise<{ id: number; name: string; city: string; projectLengthInMonths: number | null } | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const [row] = await db
    .select({ id: job.id, name: job.name, city: job.city, projectLengthInMonths: job.projectLengthInMonths })
    .from(job)
    .where(and(eq(job.id, id), eq(job.status, 'published')));
  return row;
}
