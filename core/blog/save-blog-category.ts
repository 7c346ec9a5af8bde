import { and, eq, ne, sql } from 'drizzle-orm';
import type { BlogCategoryInput } from '../../contracts/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogCategory } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** Creates a category (no `id`) or renames one; the slug is unique. */
export async function saveBlogCategory({
  db,
  id,
  input,
}: {
  db: Db;
  id?: number;
  input: BlogCategoryInput;
}): Promise<{ id: number }> {
  const [taken] = await db
    .select({ id: blogCategory.id })
    .from(blogCategory)
    .where(and(eq(blogCategory.slug, input.slug), id === undefined ? sql`true` : ne(blogCategory.id, id)));
  if (taken) throw new AppError('VALIDATION_FAILED', { fieldErrors: { slug: ['validation.slugTaken'] } });
  const values = { slug: input.slug, name: { sk: input.nameSk, en: input.nameEn, de: input.nameDe } };
  if (id === undefined) {
    const [row] = await db.insert(blogCategory).values(values).returning({ id: blogCategory.id });
    return { id: row!.id };
  }
  const [row] = await db
    .update(blogCategory)
    .set(values)
    .where(eq(blogCategory.id, id))
    .returning({ id: blogCategory.id });
  if (!row) throw new AppError('NOT_FOUND');
  return { id: row.id };
}
