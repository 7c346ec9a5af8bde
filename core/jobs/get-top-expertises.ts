import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Technologies most often required by the jobs on the public list (not ended), with their job counts. */
export async function getTopExpertises({
  db,
  limit = 12,
  now = new Date(),
}: {
  db: Db;
  limit?: number;
  now?: Date;
}): Promise<{ name: string; count: number }[]> {
  const rows = await queryRows<{ name: string; count: number }>(
    db,
    sql`select e.name, count(*)::int as count
      from job_expertise je join job j on j.id = je.job_id join expertise e on e.id = je.expertise_id
      where j.status = 'published' and j.available and (j.valid_through is null or j.valid_through > ${now.toISOString()}::timestamptz)
      group by e.name order by count(*) desc, e.name limit ${limit}`,
  );
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
