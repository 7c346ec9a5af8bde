import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extraRequest } from '../../db/schema/forms.ts';
import type { AdminExtraRequest, ExtraRequestStatus, Page } from '../../contracts/admin.ts';
import { toAdminExtraRequests } from './extra-request-record.ts';
import { pagedQuery, type ListQuery } from '../admin/paged-query.ts';

/** Extra requests, newest first, found by name, e-mail or project text, by status. */
export async function listExtraRequests({
  db,
  status,
  ...list
}: { db: Db } & ListQuery<ExtraRequestStatus>): Promise<Page<AdminExtraRequest>> {
  return pagedQuery({
    ...list,
    db,
    from: extraRequest,
    searchIn: (pattern) => [
      sql`immutable_unaccent(${extraRequest.name}) ilike immutable_unaccent(${pattern})`,
      sql`${extraRequest.email} ilike ${pattern}`,
      sql`immutable_unaccent(${extraRequest.project}) ilike immutable_unaccent(${pattern})`,
    ],
    filter: status ? eq(extraRequest.status, status) : undefined,
    select: ({ where, limit, offset }) =>
      db
        .select()
        .from(extraRequest)
        .where(where)
        .orderBy(desc(extraRequest.createdAt), desc(extraRequest.id))
        .limit(limit)
        .offset(offset),
    toItems: (rows) => toAdminExtraRequests(db, rows),
  });
}
