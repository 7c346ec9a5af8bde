import { sql } from 'drizzle-orm';
import type { BlogTag } from '../../contracts/blog.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { isPublicPost } from './blog-post-row.ts';

/** Tags with the number of published posts carrying them (tags of drafts only are left out), most used first. */
export async function listBlogTags({ db, now = new Date() }: { db: Db; now?: Date }): Promise<BlogTag[]> {
  return queryRows<BlogTag>(
    db,
    sql`select t.id, t.name, count(*)::int as posts
      from blog_tag t join blog_post_tag pt on pt.tag_id = t.id join blog_post p on p.id = pt.post_id
      where ${isPublicPost(sql`p`, now)}
      group by t.id, t.name order by posts desc, t.name`,
  );
}
