import type { BlogPostInput } from '../../contracts/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogPost } from '../../db/schema/index.ts';
import {
  checkReferences,
  chooseSlug,
  newAccessKey,
  postColumns,
  publicationTime,
  setTags,
} from './blog-post-writes.ts';

/**
 * Writes a new post: a draft, published now, or scheduled (a future `publishedAt`). The slug comes
 * from the title when none is given. Answers the id, the slug and the access key of the preview link.
 */
export async function createBlogPost({
  db,
  input,
  now = new Date(),
}: {
  db: Db;
  input: BlogPostInput;
  now?: Date;
}): Promise<{ id: number; slug: string; accessKey: string }> {
  return db.transaction(async (tx) => {
    const { translationOf } = await checkReferences(tx, input);
    const slug = await chooseSlug(tx, input);
    const accessKey = newAccessKey();
    const [row] = await tx
      .insert(blogPost)
      .values({
        slug,
        ...postColumns(input),
        publishedAt: publicationTime(input, now),
        accessKey,
        translationOf,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blogPost.id });
    await setTags(tx, row!.id, input.tags);
    return { id: row!.id, slug, accessKey };
  });
}
