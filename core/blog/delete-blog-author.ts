import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogAuthor } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** Deletes an author; their posts stay, without an author box. */
export async function deleteBlogAuthor({ db, id }: { db: Db; id: number }): Promise<void> {
  const deleted = await db.delete(blogAuthor).where(eq(blogAuthor.id, id)).returning({ id: blogAuthor.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
}
