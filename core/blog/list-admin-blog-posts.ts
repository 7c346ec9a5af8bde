import { and, desc, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../contracts/admin.ts';
import type { AdminBlogListQuery, AdminBlogPostRow, BlogPostStatus } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { blogPost } from '../../db/schema/index.ts';
import { pagedQuery } from '../admin/paged-query.ts';
import { statusOf } from './blog-post-writes.ts';

function statusFilter(status: BlogPostStatus | undefined, now: Date): SQL | undefined {
  const at = now.toISOString();
  if (status === 'draft') return or(sql`${blogPost.draft}`, isNull(blogPost.publishedAt));
  if (status === 'scheduled')
    return and(sql`not ${blogPost.draft}`, sql`${blogPost.publishedAt} > ${at}::timestamptz`);
  if (status === 'published')
    return and(
      sql`not ${blogPost.draft}`,
      isNotNull(blogPost.publishedAt),
      sql`${blogPost.publishedAt} <= ${at}::timestamptz`,
    );
  return undefined;
}

/** Every post (drafts and scheduled ones too) for the admin list, last changed first. */
export async function listAdminBlogPosts({
  db,
  query,
  now = new Date(),
}: {
  db: Db;
  query: AdminBlogListQuery;
  now?: Date;
}): Promise<Page<AdminBlogPostRow>> {
  return pagedQuery({
    db,
    from: blogPost,
    page: query.page,
    query: query.query,
    searchIn: (pattern) => [ilike(blogPost.title, pattern), ilike(blogPost.slug, pattern)],
    filter: statusFilter(query.status, now),
    select: ({ where, limit, offset }) =>
      db
        .select()
        .from(blogPost)
        .where(where)
        .orderBy(desc(blogPost.updatedAt), desc(blogPost.id))
        .limit(limit)
        .offset(offset),
    toItems: (rows) =>
      rows.map((p) => ({
        id: p.id,
        slug: p.slug,
        language: p.language as Locale,
        title: p.title,
        status: statusOf(p, now),
        publishedAt: p.publishedAt?.toISOString() ?? null,
        updatedAt: p.updatedAt.toISOString(),
        accessKey: p.accessKey ?? '',
      })),
  });
}
