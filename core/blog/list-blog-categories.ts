import { sql } from 'drizzle-orm';
import type { BlogCategory } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { type Db, queryRows } from '../../db/client.ts';

/** The categories, named in the reader's language and sorted by that name. */
export async function listBlogCategories({
  db,
  locale,
}: {
  db: Db;
  locale: Locale;
}): Promise<BlogCategory[]> {
  const rows = await queryRows<BlogCategory>(
    db,
    sql`select id, slug, coalesce(name->>${locale}, name->>'sk') as name from blog_category`,
  );
  const collator = new Intl.Collator(locale);
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
