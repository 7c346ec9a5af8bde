import { sql } from 'drizzle-orm';
import type { BlogAuthor } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { imageUrl } from './blog-post-row.ts';

/** The authors with their description in the reader's language, by name. */
export async function listBlogAuthors({ db, locale }: { db: Db; locale: Locale }): Promise<BlogAuthor[]> {
  const rows = await queryRows<Omit<BlogAuthor, 'avatarUrl'> & { avatar_url: string | null }>(
    db,
    sql`select id, slug, name, coalesce(description->>${locale}, description->>'sk') as description, avatar_url
      from blog_author`,
  );
  const collator = new Intl.Collator(locale);
  return rows
    .map(({ avatar_url, ...a }) => ({ ...a, avatarUrl: imageUrl(avatar_url) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
