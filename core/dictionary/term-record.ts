import type { AdminDictionaryTerm } from '../../contracts/dictionary.ts';
import type { dictionaryTerm } from '../../db/schema/index.ts';

/** A stored term for the admin. */
export const toAdminTerm = (row: typeof dictionaryTerm.$inferSelect): AdminDictionaryTerm => ({
  id: row.id,
  slug: row.slug,
  term: row.term,
  definition: row.definition,
  updatedAt: row.updatedAt.toISOString(),
});
