import { asc } from 'drizzle-orm';
import type { AdminDictionaryTerm } from '../../contracts/dictionary.ts';
import type { Db } from '../../db/client.ts';
import { dictionaryTerm } from '../../db/schema/index.ts';
import { toAdminTerm } from './term-record.ts';

/** Every term with all its languages, by slug (admin). */
export async function listAdminTerms({ db }: { db: Db }): Promise<AdminDictionaryTerm[]> {
  const rows = await db.select().from(dictionaryTerm).orderBy(asc(dictionaryTerm.slug));
  return rows.map(toAdminTerm);
}
