import { z } from 'zod';
import { locales } from './enums.ts';
import { localizedText, slugSchema } from './content-text.ts';

/** The IT dictionary (docs/product/screens-and-routes.md): terms with definitions in Slovak, English and German. */

export const dictionaryQuerySchema = z.object({ language: z.enum(locales).optional() });

/** One term in one language, as `GET /api/dictionary` lists it (alphabetically in that language). */
export const dictionaryEntrySchema = z.object({
  slug: z.string(),
  term: z.string(),
  definition: z.string(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

const localizedOut = z.object({ sk: z.string(), en: z.string(), de: z.string() });

/** A term with every language, for the admin. */
export const adminDictionaryTermSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  term: localizedOut,
  definition: localizedOut,
  updatedAt: z.string(),
});
export type AdminDictionaryTerm = z.infer<typeof adminDictionaryTermSchema>;

/** A term as the admin writes it (form and API). */
export const dictionaryTermInputSchema = z.object({
  slug: slugSchema,
  term: localizedText(120),
  definition: localizedText(2000, { multiline: true }),
});
export type DictionaryTermInput = z.output<typeof dictionaryTermInputSchema>;
