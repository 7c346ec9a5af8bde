import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { Page } from '../../contracts/admin.ts';
import type { AdminEvent, AdminEventListQuery } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { pagedQuery } from '../admin/paged-query.ts';
import { adminEventSelect, toAdminEvent } from './admin-event-row.ts';

/** Every event for the admin (pending, approved, rejected), submissions waiting for review first, then by start. */
export async function listAdminEvents({
  db,
  query,
}: {
  db: Db;
  query: AdminEventListQuery;
}): Promise<Page<AdminEvent>> {
  return pagedQuery({
    db,
    from: event,
    page: query.page,
    query: query.query,
    searchIn: (pattern) => [ilike(event.name, pattern), ilike(event.organizerName, pattern)],
    filter: query.status ? eq(event.status, query.status) : undefined,
    select: ({ where, limit, offset }) =>
      adminEventSelect(db)
        .where(where)
        .orderBy(sql`(${event.status} = 'pending') desc`, desc(event.startAt), desc(event.uid))
        .limit(limit)
        .offset(offset),
    toItems: (rows) => rows.map(toAdminEvent),
  });
}
