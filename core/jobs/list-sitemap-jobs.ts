import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Published, available jobs for the sitemap, newest first. */
export async function listSitemapJobs({
  db,
  limit = 45_000,
}: {
  db: Db;
  limit?: number;
}): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await queryRows<{ id: number; updated_at: Date | string }>(
    db,
    sql`
    select id, updated_at from job
    where status = 'published' and available and (valid_through is null or valid_through > now())
    order by published_at desc nulls last limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}
