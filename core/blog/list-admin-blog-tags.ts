import { sql } from 'drizzle-orm';
import type { BlogTag } from '../../contracts/blog.ts';
import { type Db, queryRows } from '../../db/client.ts';

/** Every tag with the number of posts (drafts included) carrying it, by name. */
export async function listAdminBlogTags({ db }: { db: Db }): Promise<BlogTag[]> {
  return queryRows<BlogTag>(
    db,
    sql`select t.id, t.name, (select count(*)::int from blog_post_tag pt where pt.tag_id = t.id) as posts
      from blog_tag t order by lower(t.name)`,
  );
}
