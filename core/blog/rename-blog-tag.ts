import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPostTag, blogTag } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * Renames a tag. When another tag already has the new name (ignoring case), the two are merged:
 * its posts get that tag and this one is deleted. Answers the id of the tag that remains.
 */
export async function renameBlogTag({
  db,
  id,
  name,
}: {
  db: Db;
  id: number;
  name: string;
}): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [tag] = await tx.select({ id: blogTag.id }).from(blogTag).where(eq(blogTag.id, id));
    if (!tag) throw new AppError('NOT_FOUND');
    const [other] = await tx
      .select({ id: blogTag.id })
      .from(blogTag)
      .where(and(sql`lower(${blogTag.name}) = lower(${name})`, ne(blogTag.id, id)));
    if (!other) {
      await tx.update(blogTag).set({ name }).where(eq(blogTag.id, id));
      return { id };
    }
    await tx.execute(
      sql`insert into blog_post_tag (post_id, tag_id) select post_id, ${other.id} from blog_post_tag where tag_id = ${id}
        on conflict do nothing`,
    );
    await tx.delete(blogPostTag).where(eq(blogPostTag.tagId, id));
    await tx.delete(blogTag).where(eq(blogTag.id, id));
    return { id: other.id };
  });
}
