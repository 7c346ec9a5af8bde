import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { NewsfeedPage, NewsfeedQuery } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { cursorPaging, dateMoment, serialKey } from '../shared/cursor.ts';
import { toNewsfeedLink } from './link-record.ts';

/** After (publication moment as ISO, id); one link more is read, so the last page has no next one. */
const paging = cursorPaging({ at: dateMoment, key: serialKey });

/**
 * Published links, newest first, `limit` per page after `cursor`, optionally in one content
 * language. `nextCursor` is null when no link follows the page (docs/product/states.md: no "Show
 * more" after the last link).
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
