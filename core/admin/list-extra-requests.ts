import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extraRequest } from '../../db/schema/forms.ts';
import type { AdminExtraRequest, ExtraRequestStatus, Page } from '../../contracts/admin.ts';
import { toAdminExtraRequests } from './extra-request-record.ts';
import { containsPattern, pageResult, pageWindow } from './paging.ts';

/** Extra requests, newest first, found by name, e-mail or project text, by status. */
export async function listExtraRequests({
  db,
  query,
  status,
  page,
}: {
  db: Db;
  query?: string | undefined;
  status?: ExtraRequestStatus | undefined;
  page: number;
}): Promise<Page<AdminExtraRequest>> {
  const pattern = query ? containsPattern(query) : null;
  const where = sql`${
    pattern
      ? or(
          sql`immutable_unaccent(${extraRequest.name}) ilike immutable_unaccent(${pattern})`,
          sql`${extraRequest.email} ilike ${pattern}`,
          sql`immutable_unaccent(${extraRequest.project}) ilike immutable_unaccent(${pattern})`,
        )
      : sql`true`
  } and ${status ? eq(extraRequest.status, status) : sql`true`}`;
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(extraRequest)
      .where(where)
      .orderBy(desc(extraRequest.createdAt), desc(extraRequest.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(extraRequest)
      .where(where),
  ]);
  return pageResult(await toAdminExtraRequests(db, rows), page, Number(count?.n ?? 0));
}
