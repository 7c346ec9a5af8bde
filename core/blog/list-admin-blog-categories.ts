import { sql } from 'drizzle-orm';
import type { AdminBlogCategory } from '../../contracts/blog.ts';
import { type Db, queryRows } from '../../db/client.ts';

/** Categories with their names in the three languages and the number of posts in each. */
export async function listAdminBlogCategories({ db }: { db: Db }): Promise<AdminBlogCategory[]> {
  const rows = await queryRows<AdminBlogCategory & { name: AdminBlogCategory['name'] | string }>(
    db,
    sql`select c.id, c.slug, c.name, (select count(*)::int from blog_post p where p.category_id = c.id) as posts
      from blog_category c order by c.slug`,
  );
  return rows.map((r) => ({ ...r, name: typeof r.name === 'string' ? JSON.parse(r.name) : r.name }));
}
