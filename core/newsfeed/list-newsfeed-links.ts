import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { NewsfeedPage, NewsfeedQuery } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toNewsfeedLink } from './link-record.ts';

/** The opaque cursor after a link: its publication moment and id (base64url). */
export const encodeCursor = (publishedAt: string, id: number) =>
  Buffer.from(`${publishedAt}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  const n = Number(id);
  if (Number.isNaN(date.getTime()) || !Number.isSafeInteger(n) || n <= 0)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { cursor: ['validation.invalid'] } });
  return { at: date, id: n };
}

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
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
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
    .limit(query.limit);
  const items = rows.map(toNewsfeedLink);
  const last = items.at(-1);
  return {
    items,
    nextCursor: last && items.length === query.limit ? encodeCursor(last.publishedAt, last.id) : null,
  };
}
