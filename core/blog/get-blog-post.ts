import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BlogPostResponse } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../shared/app-error.ts';
import {
  groupOf,
  imageUrl,
  isPublicPost,
  type RenderContent,
  summaryColumns,
  summaryFrom,
  type SummaryRow,
  toSummary,
} from './blog-post-row.ts';

const RELATED = 3;

function sameKey(given: string | undefined, stored: string | null): boolean {
  if (!given || !stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A post by its slug with its author, translations and related posts. A draft or a post scheduled
 * for later is found only with its access key (docs/product/states.md), and is then marked as a preview; anything
 * else is NOT_FOUND, the same as a slug that does not exist.
 */
export async function getBlogPost({
  db,
  slug,
  accessKey,
  locale,
  render,
  now = new Date(),
}: {
  db: Db;
  slug: string;
  accessKey?: string | undefined;
  locale: Locale;
  render: RenderContent;
  now?: Date;
}): Promise<BlogPostResponse> {
  const [row] = await queryRows<
    SummaryRow & {
      content: string;
      updated_at: Date | string;
      access_key: string | null;
      is_public: boolean;
      group_id: number;
      category_id: number | null;
      author_description: Record<Locale, string> | string | null;
      author_id: number | null;
    }
  >(
    db,
    sql`select ${summaryColumns(locale)}, p.content, p.updated_at, p.access_key, p.category_id,
        ${isPublicPost(sql`p`, now)} as is_public, ${groupOf(sql`p`)} as group_id,
        a.description as author_description, a.id as author_id
      from ${summaryFrom} where p.slug = ${slug}`,
  );
  if (!row || !(row.is_public || sameKey(accessKey, row.access_key))) throw new AppError('NOT_FOUND');
  const [translations, related] = await Promise.all([
    queryRows<{ language: Locale; slug: string; title: string }>(
      db,
      sql`select p.language, p.slug, p.title from blog_post p
        where ${groupOf(sql`p`)} = ${row.group_id} and p.id <> ${row.id} and ${isPublicPost(sql`p`, now)}
        order by p.language`,
    ),
    queryRows<SummaryRow>(
      db,
      sql`select ${summaryColumns(locale)} from ${summaryFrom}
        where ${isPublicPost(sql`p`, now)} and ${groupOf(sql`p`)} <> ${row.group_id}
        order by
          (select count(*) from blog_post_tag x join blog_post_tag y on y.tag_id = x.tag_id
            where x.post_id = p.id and y.post_id = ${row.id}) * 2
          + (case when p.category_id = ${row.category_id} then 1 else 0 end)
          + (case when p.language = ${row.language} then 2 else 0 end) desc,
          p.published_at desc, p.id desc
        limit ${RELATED}`,
    ),
  ]);
  const summary = toSummary(row);
  const description =
    typeof row.author_description === 'string'
      ? (JSON.parse(row.author_description) as Record<Locale, string>)
      : row.author_description;
  return {
    post: {
      ...summary,
      publishedAt: summary.publishedAt || new Date(row.updated_at).toISOString(),
      contentHtml: render(row.content),
      author: summary.author
        ? {
            id: row.author_id ?? 0,
            slug: summary.author.slug,
            name: summary.author.name,
            avatarUrl: imageUrl(row.author_avatar),
            description: description?.[locale] || description?.sk || '',
          }
        : null,
      updatedAt: new Date(row.updated_at).toISOString(),
      translations,
      preview: !row.is_public,
    },
    related: related.map(toSummary),
  };
}
