import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Technologies most often required by available published jobs, with their job counts. */
export async function getTopExpertises({
  db,
  limit = 12,
}: {
  db: Db;
  limit?: number;
}): Promise<{ name: string; count: number }[]> {
  const rows = await queryRows<{ name: string; count: number }>(
    db,
    sql`select e.name, count(*)::int as count
      from job_expertise je join job j on j.id = je.job_id join expertise e on e.id = je.expertise_id
      where j.status = 'published' and j.available
      group by e.name order by count(*) desc, e.name limit ${limit}`,
  );
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
