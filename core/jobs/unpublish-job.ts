import type { AdminJob } from '../../contracts/admin.ts';
import { changeJob, type JobChange } from './job-record.ts';

/** Takes a job off the portal (status unpublished); its publication date stays for a later publish. */
export async function unpublishJob({ db, id, now = new Date() }: JobChange): Promise<AdminJob> {
  return changeJob(db, id, { status: 'unpublished' }, now);
}
