import { eq, getTableColumns } from 'drizzle-orm';
import type { AdminEvent, EventStatus } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { event } from '../../db/schema/content.ts';
import { toEventDetail } from './event-row.ts';

/** Events with the account that submitted them, for the admin's pages. */
export const adminEventSelect = (db: Db) =>
  db
    .select({ ...getTableColumns(event), submitterName: user.name, submitterEmail: user.email })
    .from(event)
    .leftJoin(user, eq(user.id, event.createdByUserId));

type AdminEventRow = typeof event.$inferSelect & {
  submitterName: string | null;
  submitterEmail: string | null;
};

export function toAdminEvent(row: AdminEventRow): AdminEvent {
  return {
    ...toEventDetail(row),
    status: row.status as EventStatus,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    submittedBy: row.submitterEmail ? { name: row.submitterName ?? '', email: row.submitterEmail } : null,
  };
}
