import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogTag } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** Deletes a tag; the posts that carried it stay. */
export async function deleteBlogTag({ db, id }: { db: Db; id: number }): Promise<void> {
  const deleted = await db.delete(blogTag).where(eq(blogTag.id, id)).returning({ id: blogTag.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
}
