import { eq } from 'drizzle-orm';
import type { AdminLink } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toAdminLink } from './link-record.ts';

/**
 * Publishes a link (it appears at the top of the newsfeed, dated now) or takes it off the newsfeed.
 * Publishing an already published link keeps its date.
 */
export async function publishNewsfeedLink({
  db,
  id,
  published,
  now = new Date(),
}: {
  db: Db;
  id: number;
  published: boolean;
  now?: Date;
}): Promise<AdminLink> {
  const [current] = await db.select().from(newsfeedLink).where(eq(newsfeedLink.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  if (current.published === published) return toAdminLink(current);
  const [row] = await db
    .update(newsfeedLink)
    .set(published ? { published, publishedAt: now } : { published })
    .where(eq(newsfeedLink.id, id))
    .returning();
  return toAdminLink(row!);
}
