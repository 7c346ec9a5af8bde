import { sql } from 'drizzle-orm';
import type { BlogPostSummary } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { isPublicPost, summaryColumns, summaryFrom, type SummaryRow, toSummary } from './blog-post-row.ts';

/**
 * Posts in one language that became public in the window `from` ≤ published < `to`, newest first:
 * the weekly blog digest of the newsletter and the RSS feed. A post scheduled inside the window is
 * included once its time has come (`to` is capped at now).
 */
export async function listPublishedPosts({
  db,
  language,
  from,
  to,
  limit = 50,
  now = new Date(),
}: {
  db: Db;
  language: Locale;
  from?: Date;
  to?: Date;
  limit?: number;
  now?: Date;
}): Promise<BlogPostSummary[]> {
  const until = to && to < now ? to : now;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns(language)} from ${summaryFrom}
      where ${isPublicPost(sql`p`, now)} and p.language = ${language}
        and p.published_at < ${until.toISOString()}::timestamptz
        ${from ? sql`and p.published_at >= ${from.toISOString()}::timestamptz` : sql``}
      order by p.published_at desc, p.id desc limit ${limit}`,
  );
  return rows.map(toSummary);
}
