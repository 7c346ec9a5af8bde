import { and, eq } from 'drizzle-orm';
import type { BlogPostInput } from '../../contracts/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogPost, savedItem } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { checkReferences, chooseSlug, newAccessKey, postColumns, setTags } from './blog-post-writes.ts';

/**
 * Replaces a post's fields: publish (`draft: false`), schedule (a future `publishedAt`) or unpublish
 * (`draft: true`) included. A changed slug moves the readers' saved items along with it.
 */
export async function updateBlogPost({
  db,
  id,
  input,
  now = new Date(),
}: {
  db: Db;
  id: number;
  input: BlogPostInput;
  now?: Date;
}): Promise<{ id: number; slug: string; accessKey: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: blogPost.slug, accessKey: blogPost.accessKey, publishedAt: blogPost.publishedAt })
      .from(blogPost)
      .where(eq(blogPost.id, id));
    if (!current) throw new AppError('NOT_FOUND');
    const { translationOf } = await checkReferences(tx, input, id);
    const accessKey = current.accessKey ?? newAccessKey();
    const slug = await chooseSlug(tx, input.slug ? input : { ...input, slug: current.slug }, id);
    await tx
      .update(blogPost)
      .set({
        slug,
        ...postColumns(input),
        // Publishing again without a new time keeps the first publication date.
        publishedAt: input.publishedAt ?? (input.draft ? current.publishedAt : (current.publishedAt ?? now)),
        translationOf,
        accessKey,
        updatedAt: now,
      })
      .where(eq(blogPost.id, id));
    await setTags(tx, id, input.tags);
    if (slug !== current.slug)
      await tx
        .update(savedItem)
        .set({ itemId: slug })
        .where(and(eq(savedItem.itemType, 'post'), eq(savedItem.itemId, current.slug)));
    return { id, slug, accessKey };
  });
}
