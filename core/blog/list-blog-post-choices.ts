import { asc } from 'drizzle-orm';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { blogPost } from '../../db/schema/index.ts';

/** Id, language and title of every post, by title: what "translation of" offers in the editor. */
export async function listBlogPostChoices({
  db,
}: {
  db: Db;
}): Promise<{ id: number; language: Locale; title: string }[]> {
  const rows = await db
    .select({ id: blogPost.id, language: blogPost.language, title: blogPost.title })
    .from(blogPost)
    .orderBy(asc(blogPost.title));
  return rows.map((r) => ({ ...r, language: r.language as Locale }));
}
