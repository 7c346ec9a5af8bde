import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPost, savedItem } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * Deletes a post with its tags and the readers' saved items. When it was the original of
 * translations, the oldest of them becomes the original, so the others stay linked.
 */
export async function deleteBlogPost({ db, id }: { db: Db; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await tx.select({ slug: blogPost.slug }).from(blogPost).where(eq(blogPost.id, id));
    if (!post) throw new AppError('NOT_FOUND');
    const members = await tx
      .select({ id: blogPost.id })
      .from(blogPost)
      .where(eq(blogPost.translationOf, id))
      .orderBy(asc(blogPost.createdAt), asc(blogPost.id));
    await tx.delete(blogPost).where(eq(blogPost.id, id));
    const [first, ...rest] = members;
    if (first && rest.length)
      await tx
        .update(blogPost)
        .set({ translationOf: first.id })
        .where(
          inArray(
            blogPost.id,
            rest.map((m) => m.id),
          ),
        );
    await tx.delete(savedItem).where(and(eq(savedItem.itemType, 'post'), eq(savedItem.itemId, post.slug)));
  });
}
