import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobDetail } from '../../contracts/jobs.ts';
import { AppError } from '../shared/app-error.ts';
import { type JobDetailRow, summaryColumns, toJobDetail, withExpertiseNames } from './job-row.ts';

/** A published job with every label of its detail page; NOT_FOUND otherwise. */
export async function getJob({
  db,
  id,
  locale,
  now = new Date(),
}: {
  db: Db;
  id: number;
  locale: Locale;
  now?: Date;
}): Promise<JobDetail> {
  const [row] = await queryRows<JobDetailRow>(
    db,
    sql`
    select ${summaryColumns(locale)}, j.description, j.requirements, j.benefits, j.extension_possible,
      j.views, j.candidates_count, j.responsible_hr_name, j.country_code
    from job j join profession p on p.code = j.profession_code
    where j.id = ${id} and j.status = 'published'`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  const [named] = await withExpertiseNames(db, [row]);
  return toJobDetail(named!, now);
}
