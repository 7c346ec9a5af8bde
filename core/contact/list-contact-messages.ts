import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessage } from '../../db/schema/forms.ts';
import type { AdminContact, Page } from '../../contracts/admin.ts';
import { containsPattern, pageResult, pageWindow } from '../admin/paging.ts';

/** Messages of the contact forms (about us, promo page for teams), newest first. */
export async function listContactMessages({
  db,
  query,
  source,
  page,
}: {
  db: Db;
  query?: string | undefined;
  source?: string | undefined;
  page: number;
}): Promise<Page<AdminContact>> {
  const pattern = query ? containsPattern(query) : null;
  const where = sql`${
    pattern
      ? or(
          sql`immutable_unaccent(coalesce(${contactMessage.name}, '')) ilike immutable_unaccent(${pattern})`,
          sql`coalesce(${contactMessage.email}, '') ilike ${pattern}`,
          sql`immutable_unaccent(coalesce(${contactMessage.company}, '')) ilike immutable_unaccent(${pattern})`,
          sql`${contactMessage.phone} ilike ${pattern}`,
        )
      : sql`true`
  } and ${source ? eq(contactMessage.source, source) : sql`true`}`;
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contactMessage)
      .where(where)
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessage)
      .where(where),
  ]);
  return pageResult(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page,
    Number(count?.n ?? 0),
  );
}
