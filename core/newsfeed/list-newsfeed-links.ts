import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { NewsfeedPage, NewsfeedQuery } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { cursorPaging, dateMoment, serialKey } from '../shared/cursor.ts';
import { toNewsfeedLink } from './link-record.ts';

/** After (publication moment as ISO, id); the list ends on a short page (docs/product/states.md). */
const paging = cursorPaging({ at: dateMoment, key: serialKey, end: 'short-page' });

/**
 * Published links, newest first, `limit` per page after `cursor`, optionally in one content
 * language. `nextCursor` is null when the page holds fewer than `limit` links (docs/product/states.md: the list
 * ends on a short page).
 */
export async function listNewsfeedLinks({
  db,
  query,
}: {
  db: Db;
  query: NewsfeedQuery;
}): Promise<NewsfeedPage> {
  const cursor = paging.decode(query.cursor);
  const after = cursor && { at: new Date(cursor.at), id: cursor.key };
  const rows = await db
    .select()
    .from(newsfeedLink)
    .where(
      and(
        eq(newsfeedLink.published, true),
        query.language ? eq(newsfeedLink.language, query.language) : undefined,
        after
          ? or(
              lt(newsfeedLink.publishedAt, after.at),
              and(eq(newsfeedLink.publishedAt, after.at), lt(newsfeedLink.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(newsfeedLink.publishedAt), desc(newsfeedLink.id))
    .limit(paging.rowsFor(query.limit));
  return paging.page(rows, query.limit, {
    item: toNewsfeedLink,
    position: (row) => ({ at: toNewsfeedLink(row).publishedAt, key: row.id }),
  });
}
