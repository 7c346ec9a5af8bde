import { sql } from 'drizzle-orm';
import type { AdminBlogAuthor } from '../../contracts/blog.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { imageUrl } from './blog-post-row.ts';

/** Authors with their descriptions in the three languages, avatar and number of posts. */
export async function listAdminBlogAuthors({ db }: { db: Db }): Promise<AdminBlogAuthor[]> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    name: string;
    description: AdminBlogAuthor['description'] | string;
    avatar_url: string | null;
    posts: number;
  }>(
    db,
    sql`select a.id, a.slug, a.name, a.description, a.avatar_url,
        (select count(*)::int from blog_post p where p.author_id = a.id) as posts
      from blog_author a order by a.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: typeof r.description === 'string' ? JSON.parse(r.description) : r.description,
    avatar: r.avatar_url,
    avatarUrl: imageUrl(r.avatar_url),
    posts: r.posts,
  }));
}
