import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { NEW_JOB_DAYS } from '../../contracts/job-constants.ts';

export interface HomeStats {
  jobs: number;
  newJobs: number;
  remoteJobs: number;
  cities: number;
}

/** Counts shown on the home page: open jobs, new this week, fully remote, cities. */
export async function getHomeStats({ db, now = new Date() }: { db: Db; now?: Date }): Promise<HomeStats> {
  const since = new Date(now.getTime() - NEW_JOB_DAYS * 86_400_000).toISOString();
  const [row] = await queryRows<{ jobs: number; new_jobs: number; remote_jobs: number; cities: number }>(
    db,
    sql`
    select count(*)::int as jobs,
      count(*) filter (where published_at >= ${since})::int as new_jobs,
      count(*) filter (where remote_office_percentage = 100)::int as remote_jobs,
      count(distinct city) filter (where remote_office_percentage < 100)::int as cities
    from job where status = 'published' and available and (valid_through is null or valid_through > ${now.toISOString()})`,
  );
  if (!row) return { jobs: 0, newJobs: 0, remoteJobs: 0, cities: 0 };
  return {
    jobs: Number(row.jobs),
    newJobs: Number(row.new_jobs),
    remoteJobs: Number(row.remote_jobs),
    cities: Number(row.cities),
  };
}
