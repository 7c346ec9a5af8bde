import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { Page } from '../../contracts/admin.ts';
import type { AdminLink, LinkListStatus } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { pagedQuery } from '../admin/paged-query.ts';
import { toAdminLink } from './link-record.ts';

/** Every link, unpublished first then newest, searched in title, site and URL. */
export async function listAdminLinks({
  db,
  query,
  status,
  page,
}: {
  db: Db;
  query?: string | undefined;
  status?: LinkListStatus | undefined;
  page: number;
}): Promise<Page<AdminLink>> {
  return pagedQuery({
    db,
    from: newsfeedLink,
    page,
    query,
    searchIn: (pattern) => [
      ilike(newsfeedLink.title, pattern),
      ilike(newsfeedLink.siteName, pattern),
      ilike(newsfeedLink.url, pattern),
    ],
    filter: status ? eq(newsfeedLink.published, status === 'published') : undefined,
    select: ({ where, limit, offset }) =>
      db
        .select()
        .from(newsfeedLink)
        .where(where)
        .orderBy(
          newsfeedLink.published,
          desc(sql`coalesce(${newsfeedLink.publishedAt}, ${newsfeedLink.createdAt})`),
          desc(newsfeedLink.id),
        )
        .limit(limit)
        .offset(offset),
    toItems: (rows) => rows.map(toAdminLink),
  });
}
