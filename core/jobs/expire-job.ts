import type { AdminJob } from '../../contracts/admin.ts';
import { changeJob, type JobChange } from './job-record.ts';

/**
 * Ends a job's offer now: valid through now and not available. A published job stays on the portal,
 * shown as not available (docs/product/states.md), so links to it keep working; unpublish it to hide it.
 */
export async function expireJob({ db, id, now = new Date() }: JobChange): Promise<AdminJob> {
  return changeJob(db, id, { validThrough: now, available: false }, now);
}
