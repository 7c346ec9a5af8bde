import { sql } from 'drizzle-orm';
import type { Locale } from '../../contracts/enums.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { groupOf, isPublicPost } from './blog-post-row.ts';

export interface SitemapPost {
  slug: string;
  language: Locale;
  updatedAt: string;
  /** The published versions of the same post in other languages. */
  translations: { language: Locale; slug: string }[];
}

/** Published posts for the sitemap, each with its published translations (drafts and scheduled posts never). */
export async function listSitemapPosts({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<SitemapPost[]> {
  const rows = await queryRows<{
    slug: string;
    language: Locale;
    updated_at: Date | string;
    group_id: number;
  }>(
    db,
    sql`select p.slug, p.language, p.updated_at, ${groupOf(sql`p`)} as group_id from blog_post p
      where ${isPublicPost(sql`p`, now)} order by p.published_at desc, p.id desc limit 45000`,
  );
  const groups = new Map<number, { language: Locale; slug: string }[]>();
  for (const r of rows)
    groups.set(r.group_id, [...(groups.get(r.group_id) ?? []), { language: r.language, slug: r.slug }]);
  return rows.map((r) => ({
    slug: r.slug,
    language: r.language,
    updatedAt: new Date(r.updated_at).toISOString(),
    translations: (groups.get(r.group_id) ?? []).filter((t) => t.slug !== r.slug),
  }));
}
