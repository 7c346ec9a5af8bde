import { and, eq, ne } from 'drizzle-orm';
import type { AdminDictionaryTerm, DictionaryTermInput } from '../../contracts/dictionary.ts';
import type { Db } from '../../db/client.ts';
import { dictionaryTerm } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { SLUG_TAKEN } from '../../contracts/content-text.ts';
import { toAdminTerm } from './term-record.ts';

/**
 * Creates a term (without `id`) or replaces one (NOT_FOUND when there is none). A slug that another
 * term has is a field error.
 */
export async function saveDictionaryTerm({
  db,
  id,
  input,
  now = new Date(),
}: {
  db: Db;
  id?: number;
  input: DictionaryTermInput;
  now?: Date;
}): Promise<AdminDictionaryTerm> {
  const [clash] = await db
    .select({ id: dictionaryTerm.id })
    .from(dictionaryTerm)
    .where(and(eq(dictionaryTerm.slug, input.slug), id ? ne(dictionaryTerm.id, id) : undefined));
  if (clash) throw new AppError('VALIDATION_FAILED', { fieldErrors: SLUG_TAKEN });
  const values = { slug: input.slug, term: input.term, definition: input.definition, updatedAt: now };
  const [row] = id
    ? await db.update(dictionaryTerm).set(values).where(eq(dictionaryTerm.id, id)).returning()
    : await db.insert(dictionaryTerm).values(values).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminTerm(row);
}
