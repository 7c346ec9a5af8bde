import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import type { AdminApplication } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { applicationsQuery, toAdminApplication } from './application-record.ts';

/** One application with its job's name; NOT_FOUND when there is none. */
export async function getApplication({ db, id }: { db: Db; id: number }): Promise<AdminApplication> {
  const [row] = await applicationsQuery(db).where(eq(jobApplication.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminApplication(row);
}
