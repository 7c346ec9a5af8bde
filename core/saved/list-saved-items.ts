import { and, eq, lte, sql } from 'drizzle-orm';
import type { SavedItem, SavedItemType } from '../../contracts/saved.ts';
import type { Db } from '../../db/client.ts';
import { savedItem } from '../../db/schema/candidates.ts';
import { blogPost, event } from '../../db/schema/content.ts';
import { job } from '../../db/schema/jobs.ts';

/**
 * The user's saved jobs, posts and events, newest first. Items that no longer exist (or a post taken
 * back into a draft, an event no longer approved) are left out;
 * a job that is taken or unpublished stays in the list, marked as no longer active.
 */
export async function listSavedItems({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<SavedItem[]> {
  const mine = (type: SavedItemType) => and(eq(savedItem.userId, userId), eq(savedItem.itemType, type));
  const [jobs, posts, events] = await Promise.all([
    db
      .select({
        id: savedItem.itemId,
        savedAt: savedItem.createdAt,
        title: job.name,
        partner: job.partner,
        city: job.city,
        status: job.status,
        available: job.available,
        validThrough: job.validThrough,
      })
      .from(savedItem)
      .innerJoin(job, sql`${job.id}::text = ${savedItem.itemId}`)
      .where(mine('job')),
    db
      .select({
        id: savedItem.itemId,
        savedAt: savedItem.createdAt,
        title: blogPost.title,
        excerpt: blogPost.excerpt,
      })
      .from(savedItem)
      .innerJoin(blogPost, eq(blogPost.slug, savedItem.itemId))
      .where(and(mine('post'), eq(blogPost.draft, false), lte(blogPost.publishedAt, now))),
    db
      .select({
        id: savedItem.itemId,
        savedAt: savedItem.createdAt,
        title: event.name,
        location: event.locationName,
        endAt: event.endAt,
        canceledAt: event.canceledAt,
      })
      .from(savedItem)
      .innerJoin(event, eq(event.uid, savedItem.itemId))
      .where(and(mine('event'), eq(event.status, 'approved'))),
  ]);
  const items: (SavedItem & { at: number })[] = [
    ...jobs.map((j) => ({
      type: 'job' as const,
      id: j.id,
      title: j.title,
      subtitle: `${j.partner} · ${j.city}`,
      savedAt: j.savedAt.toISOString(),
      active: j.status === 'published' && j.available && !(j.validThrough && j.validThrough < now),
      at: j.savedAt.getTime(),
    })),
    ...posts.map((p) => ({
      type: 'post' as const,
      id: p.id,
      title: p.title,
      subtitle: p.excerpt.length > 120 ? `${p.excerpt.slice(0, 119)}…` : p.excerpt,
      savedAt: p.savedAt.toISOString(),
      active: true,
      at: p.savedAt.getTime(),
    })),
    ...events.map((e) => ({
      type: 'event' as const,
      id: e.id,
      title: e.title,
      subtitle: e.location ?? '',
      savedAt: e.savedAt.toISOString(),
      active: !e.canceledAt && e.endAt > now,
      at: e.savedAt.getTime(),
    })),
  ];
  return items.sort((a, b) => b.at - a.at).map(({ at: _at, ...item }) => item);
}
