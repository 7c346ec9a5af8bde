import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';

/** Published links for the sitemap: id and publication time, newest first. */
export async function listSitemapLinks({
  db,
}: {
  db: Db;
}): Promise<{ id: number; publishedAt: Date | null }[]> {
  return db
    .select({ id: newsfeedLink.id, publishedAt: newsfeedLink.publishedAt })
    .from(newsfeedLink)
    .where(eq(newsfeedLink.published, true))
    .orderBy(desc(newsfeedLink.publishedAt))
    .limit(5000);
}
