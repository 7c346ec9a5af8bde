import { or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../contracts/admin.ts';
import { containsPattern, pageResult, pageWindow } from './paging.ts';

/** What an admin list with a status filter is asked for: a text query, a status and the page. */
export interface ListQuery<S extends string> {
  query?: string | undefined;
  status?: S | undefined;
  page: number;
}

/**
 * One page of an admin list and the number of all its matches. A row matches when any of the
 * `searchIn` conditions holds for the text `query` (as a LIKE pattern; every row without a query)
 * and the `filter` holds (every row without one). `select` reads the page's rows in the list's
 * order; `toItems` turns them into what the list shows.
 */
export async function pagedQuery<R, T>({
  db,
  from,
  page,
  query,
  searchIn,
  filter,
  select,
  toItems,
}: {
  db: Db;
  /** The table whose matching rows are counted. */
  from: PgTable;
  page: number;
  query?: string | undefined;
  searchIn: (pattern: string) => SQL[];
  filter: SQL | undefined;
  select: (window: { where: SQL; limit: number; offset: number }) => Promise<R[]>;
  toItems: (rows: R[]) => T[] | Promise<T[]>;
}): Promise<Page<T>> {
  const pattern = query ? containsPattern(query) : null;
  const where = sql`${pattern ? or(...searchIn(pattern)) : sql`true`} and ${filter ?? sql`true`}`;
  const [rows, [count]] = await Promise.all([
    select({ where, ...pageWindow(page) }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(from)
      .where(where),
  ]);
  return pageResult(await toItems(rows), page, Number(count?.n ?? 0));
}
