import { sql, type SQL } from 'drizzle-orm';
import { BLOG_WORDS_PER_MINUTE, type BlogPostSummary } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { mediaPath } from '../../contracts/media.ts';

/** Markdown → sanitised HTML (infra/markdown), handed in by the server. */
export type RenderContent = (markdown: string) => string;

/** The URL of a stored image (a media id) or of an older absolute or root-relative image address. */
export function imageUrl(value: string | null): string | null {
  if (!value) return null;
  return /^[a-f0-9]{32}\.(webp|png|jpg)$/.test(value) ? mediaPath(value) : value;
}

/** A post that readers may see: not a draft, and published by `now` (docs/product/api-calls.md). */
export const isPublicPost = (alias: SQL, now: Date): SQL =>
  sql`(${alias}.draft = false and ${alias}.published_at is not null and ${alias}.published_at <= ${now.toISOString()}::timestamptz)`;

/** The original post of a translation group (the post itself when it translates nothing). */
export const groupOf = (alias: SQL): SQL => sql`coalesce(${alias}.translation_of, ${alias}.id)`;

/** The columns of a post summary, selected from `blog_post p` (with author `a` and category `c` joined). */
export const summaryColumns = (locale: Locale): SQL => sql`
  p.id, p.slug, p.language, p.title, p.excerpt, p.featured_image, p.published_at,
  to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as published_key,
  greatest(1, round(coalesce(array_length(regexp_split_to_array(
    btrim(regexp_replace(regexp_replace(p.content, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), ' '), 1), 0)
    / ${BLOG_WORDS_PER_MINUTE}::numeric))::int as reading_minutes,
  a.slug as author_slug, a.name as author_name, a.avatar_url as author_avatar,
  c.slug as category_slug, coalesce(c.name->>${locale}, c.name->>'sk') as category_name,
  coalesce((select json_agg(t.name order by t.name) from blog_post_tag pt
    join blog_tag t on t.id = pt.tag_id where pt.post_id = p.id), '[]'::json) as tags`;

/** `blog_post p` with its author and category. */
export const summaryFrom = sql`blog_post p
  left join blog_author a on a.id = p.author_id
  left join blog_category c on c.id = p.category_id`;

export interface SummaryRow {
  id: number;
  slug: string;
  language: Locale;
  title: string;
  excerpt: string;
  featured_image: string | null;
  published_at: Date | string | null;
  /** The publication time to the microsecond (UTC), for cursors. */
  published_key: string | null;
  reading_minutes: number;
  author_slug: string | null;
  author_name: string | null;
  author_avatar: string | null;
  category_slug: string | null;
  category_name: string | null;
  tags: string[] | string;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

export function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    excerpt: row.excerpt,
    featuredImageUrl: imageUrl(row.featured_image),
    publishedAt: iso(row.published_at),
    readingMinutes: Number(row.reading_minutes),
    author: row.author_slug
      ? { slug: row.author_slug, name: row.author_name ?? '', avatarUrl: imageUrl(row.author_avatar) }
      : null,
    category: row.category_slug ? { slug: row.category_slug, name: row.category_name ?? '' } : null,
    tags: typeof row.tags === 'string' ? (JSON.parse(row.tags) as string[]) : row.tags,
  };
}
