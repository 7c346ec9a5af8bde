import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogCategory } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** Deletes a category; its posts stay, without a category. */
export async function deleteBlogCategory({ db, id }: { db: Db; id: number }): Promise<void> {
  const deleted = await db
    .delete(blogCategory)
    .where(eq(blogCategory.id, id))
    .returning({ id: blogCategory.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
}
