import { asc, inArray } from 'drizzle-orm';
import type { ApplicationStatus, TimelineEntry } from '../../contracts/applications.ts';
import type { Db } from '../../db/client.ts';
import { applicationStatusChange } from '../../db/schema/candidates.ts';

/** The timelines of applications (ADR 122): each status reached and when, oldest first, by application id. */
export async function applicationTimelines(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, TimelineEntry[]>> {
  const timelines = new Map<number, TimelineEntry[]>(ids.map((id) => [id, []]));
  if (!ids.length) return timelines;
  const rows = await db
    .select({
      applicationId: applicationStatusChange.applicationId,
      status: applicationStatusChange.status,
      at: applicationStatusChange.changedAt,
    })
    .from(applicationStatusChange)
    .where(inArray(applicationStatusChange.applicationId, [...ids]))
    .orderBy(asc(applicationStatusChange.changedAt), asc(applicationStatusChange.id));
  for (const row of rows)
    timelines
      .get(row.applicationId)
      ?.push({ status: row.status as ApplicationStatus, at: row.at.toISOString() });
  return timelines;
}
