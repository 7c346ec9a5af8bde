import type { DictionaryEntry } from '../../contracts/dictionary.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { dictionaryTerm } from '../../db/schema/index.ts';

const collators = new Map<Locale, Intl.Collator>();

/** Every term in `locale`, in that language's alphabetical order (Slovak "ch" after "h"). */
export async function listDictionaryTerms({
  db,
  locale,
}: {
  db: Db;
  locale: Locale;
}): Promise<DictionaryEntry[]> {
  const rows = await db.select().from(dictionaryTerm);
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base' })));
  return rows
    .map((r) => ({ slug: r.slug, term: r.term[locale], definition: r.definition[locale] }))
    .sort((a, b) => collator.compare(a.term, b.term));
}
