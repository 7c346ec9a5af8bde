import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { SavedItemRef } from '../../contracts/saved.ts';
import type { Db } from '../../db/client.ts';
import { savedItem } from '../../db/schema/candidates.ts';
import { blogPost, event } from '../../db/schema/content.ts';
import { job } from '../../db/schema/jobs.ts';
import { AppError } from '../shared/app-error.ts';

/** Whether the item exists and is public: a published job, a published post, an approved event. */
async function isSavable(db: Db, { type, id }: SavedItemRef, now: Date): Promise<boolean> {
  if (type === 'job') {
    if (!/^\d{1,9}$/.test(id)) return false;
    const [row] = await db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.id, Number(id)), eq(job.status, 'published')));
    return Boolean(row);
  }
  if (type === 'post') {
    const [row] = await db
      .select({ id: blogPost.id })
      .from(blogPost)
      .where(
        and(
          eq(blogPost.slug, id),
          eq(blogPost.draft, false),
          isNotNull(blogPost.publishedAt),
          lte(blogPost.publishedAt, now),
        ),
      );
    return Boolean(row);
  }
  const [row] = await db
    .select({ uid: event.uid })
    .from(event)
    .where(and(eq(event.uid, id), eq(event.status, 'approved')));
  return Boolean(row);
}

/** Saves a job, post or event for the user (saving it again changes nothing). NOT_FOUND for what is not public. */
export async function saveItem({
  db,
  userId,
  item,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  item: SavedItemRef;
  now?: Date;
}): Promise<void> {
  if (!(await isSavable(db, item, now))) throw new AppError('NOT_FOUND');
  await db
    .insert(savedItem)
    .values({ userId, itemType: item.type, itemId: item.id, createdAt: now })
    .onConflictDoNothing();
}
