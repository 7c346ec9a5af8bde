import { eq } from 'drizzle-orm';
import type { AdminDictionaryTerm } from '../../contracts/dictionary.ts';
import type { Db } from '../../db/client.ts';
import { dictionaryTerm } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toAdminTerm } from './term-record.ts';

/** One term with all its languages (admin); NOT_FOUND when there is none. */
export async function getDictionaryTerm({ db, id }: { db: Db; id: number }): Promise<AdminDictionaryTerm> {
  const [row] = await db.select().from(dictionaryTerm).where(eq(dictionaryTerm.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminTerm(row);
}
