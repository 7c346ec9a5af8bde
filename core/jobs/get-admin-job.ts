import type { Db } from '../../db/client.ts';
import type { AdminJob } from '../../contracts/admin.ts';
import { loadAdminJob } from './job-record.ts';

/** A job in any status with every field, for the admin; NOT_FOUND when there is none. */
export function getAdminJob({ db, id }: { db: Db; id: number }): Promise<AdminJob> {
  return loadAdminJob(db, id);
}
