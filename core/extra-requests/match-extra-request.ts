import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extraRequest } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminExtraRequest, ExtraRequestStatus } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { getExtraRequest } from './get-extra-request.ts';

/**
 * Matches published jobs to an extra request. Without an explicit status it becomes "matched" when
 * jobs are chosen and "new" again when none are; "closed" is kept unless another status is given.
 */
export async function matchExtraRequest({
  db,
  id,
  matchedJobIds,
  status,
}: {
  db: Db;
  id: number;
  matchedJobIds: readonly number[];
  status?: ExtraRequestStatus | undefined;
}): Promise<AdminExtraRequest> {
  const ids = [...new Set(matchedJobIds)];
  const [current] = await db
    .select({ status: extraRequest.status })
    .from(extraRequest)
    .where(eq(extraRequest.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  if (ids.length) {
    const published = await db
      .select({ id: job.id })
      .from(job)
      .where(and(inArray(job.id, ids), eq(job.status, 'published')));
    if (published.length !== ids.length)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { matchedJobIds: ['validation.publishedJobs'] },
      });
  }
  const next: ExtraRequestStatus =
    status ?? (current.status === 'closed' ? 'closed' : ids.length ? 'matched' : 'new');
  await db.update(extraRequest).set({ matchedJobIds: ids, status: next }).where(eq(extraRequest.id, id));
  return getExtraRequest({ db, id });
}
