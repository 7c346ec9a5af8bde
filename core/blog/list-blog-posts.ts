import { sql, type SQL } from 'drizzle-orm';
import {
  BLOG_FIRST_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  type BlogListQuery,
  type BlogPage,
} from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { cursorPaging, microsecondMoment, serialKey } from '../shared/cursor.ts';
import {
  groupOf,
  isPublicPost,
  summaryColumns,
  summaryFrom,
  type SummaryRow,
  toSummary,
} from './blog-post-row.ts';

/** After (publication time to the microsecond, UTC; id). */
const paging = cursorPaging({ at: microsecondMoment, key: serialKey });

/**
 * One page of the blog index: published posts, newest first (docs/product/api-calls.md), filtered by category, tag,
 * author and language. Paged by a cursor on (publication time, id), so a page never repeats or
 * skips a post when new posts are published between two pages. Without a language filter, a post
 * with a translation in the reader's language is listed once, in that language.
 */
export async function listBlogPosts({
  db,
  query,
  locale,
  now = new Date(),
}: {
  db: Db;
  query: BlogListQuery;
  /** The reader's language: names of categories, and which version of a translated post is listed. */
  locale: Locale;
  now?: Date;
}): Promise<BlogPage> {
  const limit = query.limit ?? (query.cursor ? BLOG_PAGE_SIZE : BLOG_FIRST_PAGE_SIZE);
  const cursor = paging.decode(query.cursor);
  const where: SQL[] = [isPublicPost(sql`p`, now)];
  if (cursor)
    where.push(
      sql`(p.published_at, p.id) < (${cursor.at}::timestamp at time zone 'UTC', ${cursor.key}::int)`,
    );
  if (query.category) where.push(sql`c.slug = ${query.category}`);
  if (query.author) where.push(sql`a.slug = ${query.author}`);
  if (query.tag)
    where.push(sql`exists (select 1 from blog_post_tag pt join blog_tag t on t.id = pt.tag_id
      where pt.post_id = p.id and lower(t.name) = lower(${query.tag}))`);
  if (query.language) where.push(sql`p.language = ${query.language}`);
  else
    where.push(sql`(p.language = ${locale} or not exists (select 1 from blog_post o
      where ${groupOf(sql`o`)} = ${groupOf(sql`p`)} and o.language = ${locale} and ${isPublicPost(sql`o`, now)}))`);
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns(locale)} from ${summaryFrom}
      where ${sql.join(where, sql` and `)}
      order by p.published_at desc, p.id desc
      limit ${paging.rowsFor(limit)}`,
  );
  return paging.page(rows, limit, {
    item: toSummary,
    position: (row) => (row.published_key ? { at: row.published_key, key: row.id } : undefined),
  });
}
