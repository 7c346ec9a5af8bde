import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * A visitor follows a published link: counts the click (unless `count` is false, for bots) and
 * answers the stored URL, the only place the redirect may go. NOT_FOUND for unknown and unpublished links.
 */
export async function visitNewsfeedLink({
  db,
  id,
  count,
}: {
  db: Db;
  id: number;
  count: boolean;
}): Promise<{ url: string }> {
  const published = and(eq(newsfeedLink.id, id), eq(newsfeedLink.published, true));
  const [row] = count
    ? await db
        .update(newsfeedLink)
        .set({ timesClicked: sql`${newsfeedLink.timesClicked} + 1` })
        .where(published)
        .returning({ url: newsfeedLink.url })
    : await db.select({ url: newsfeedLink.url }).from(newsfeedLink).where(published);
  if (!row) throw new AppError('NOT_FOUND');
  return { url: row.url };
}
