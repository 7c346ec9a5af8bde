import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictionaryTerm } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** Deletes a term; NOT_FOUND when there is none. */
export async function deleteDictionaryTerm({ db, id }: { db: Db; id: number }): Promise<void> {
  const rows = await db
    .delete(dictionaryTerm)
    .where(eq(dictionaryTerm.id, id))
    .returning({ id: dictionaryTerm.id });
  if (!rows.length) throw new AppError('NOT_FOUND');
}
