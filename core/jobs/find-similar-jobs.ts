import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobSummary } from '../../contracts/jobs.ts';
import { type JobRow, summaryColumns, toJobSummary, withExpertiseNames } from './job-row.ts';

/**
 * Available jobs like the given one: a compatible profession (docs/product/entities.md), ranked by how many
 * expertises they share, then by how new they are.
 */
export async function findSimilarJobs({
  db,
  jobId,
  locale,
  limit = 4,
  now = new Date(),
}: {
  db: Db;
  jobId: number;
  locale: Locale;
  limit?: number;
  now?: Date;
}): Promise<JobSummary[]> {
  const rows = await queryRows<JobRow>(
    db,
    sql`
    with source as (select id, profession_code from job where id = ${jobId}),
    shared as (
      select je.job_id, count(*) as shared
      from job_expertise je
      where je.expertise_id in (select expertise_id from job_expertise where job_id = ${jobId})
      group by je.job_id
    )
    select ${summaryColumns(locale)}
    from job j
    join profession p on p.code = j.profession_code
    join source s on s.id <> j.id
    join profession_compatibility pc on pc.profession_code = s.profession_code and pc.compatible_code = j.profession_code
    left join shared sh on sh.job_id = j.id
    where j.status = 'published' and j.available and (j.valid_through is null or j.valid_through > ${now.toISOString()})
    order by coalesce(sh.shared, 0) desc, j.published_at desc nulls last, j.id desc
    limit ${limit}`,
  );
  return (await withExpertiseNames(db, rows)).map((row) => toJobSummary(row, now));
}
