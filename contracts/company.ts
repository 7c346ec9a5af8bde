import { z } from 'zod';
import { localizedText, localizedTextPart, slugSchema } from './content-text.ts';

/**
 * The company section (docs/product/overview-and-users.md, docs/product/screens-and-routes.md): the parent company's services and case studies, written in the
 * portal's three languages and edited in the admin.
 */

const localizedOut = z.object({ sk: z.string(), en: z.string(), de: z.string() });

/** A service in one language. */
export const serviceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  paragraphs: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

export const caseFactSchema = z.object({ value: z.string(), label: z.string() });

/** A case study in one language. */
export const caseStudySchema = z.object({
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  summary: z.string(),
  challenge: z.string(),
  solution: z.string(),
  result: z.string(),
  technologies: z.array(z.string()),
  facts: z.array(caseFactSchema),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** A service with every language (admin). */
export const adminServiceSchema = z.object({
  slug: z.string(),
  title: localizedOut,
  summary: localizedOut,
  body: z.object({ sk: z.array(z.string()), en: z.array(z.string()), de: z.array(z.string()) }),
  sortOrder: z.number().int(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/** A case study with every language (admin). */
export const adminCaseStudySchema = z.object({
  slug: z.string(),
  title: localizedOut,
  client: localizedOut,
  summary: localizedOut,
  challenge: localizedOut,
  solution: localizedOut,
  result: localizedOut,
  technologies: z.array(z.string()),
  facts: z.array(z.object({ value: z.string(), label: localizedOut })),
  sortOrder: z.number().int(),
});
export type AdminCaseStudy = z.infer<typeof adminCaseStudySchema>;

/** Paragraphs: an array, or one text whose paragraphs are separated by an empty line (the form). */
const paragraphs = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/\r?\n\s*\r?\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : v,
  z
    .array(localizedTextPart(3000, { multiline: true }), { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(12, 'validation.tooLong'),
);

const order = z.coerce
  .number({ error: 'validation.number' })
  .int('validation.number')
  .min(0)
  .max(999)
  .default(0);

/** A service as the admin writes it (form and API). */
export const serviceInputSchema = z.object({
  slug: slugSchema,
  title: localizedText(160),
  summary: localizedText(600, { multiline: true }),
  body: z.object({ sk: paragraphs, en: paragraphs, de: paragraphs }, { error: 'validation.required' }),
  sortOrder: order,
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** Technologies: an array, or one text of names separated by commas (the form). */
const technologyList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(localizedTextPart(60), { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(30, 'validation.tooLong'),
);

/**
 * Facts: an array of { value, label: {sk, en, de} }, or one text with a fact per line written
 * `value | Slovak label | English label | German label` (the form).
 */
const factList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const [value, sk, en, de] = line.split('|').map((s) => s.trim());
            return { value, label: { sk, en, de } };
          })
      : v,
  z
    .array(z.object({ value: localizedTextPart(40), label: localizedText(120) }), {
      error: 'validation.facts',
    })
    .max(8, 'validation.tooLong'),
);

/** A case study as the admin writes it (form and API). */
export const caseStudyInputSchema = z.object({
  slug: slugSchema,
  title: localizedText(200),
  client: localizedText(200),
  summary: localizedText(1000, { multiline: true }),
  challenge: localizedText(4000, { multiline: true }),
  solution: localizedText(4000, { multiline: true }),
  result: localizedText(4000, { multiline: true }),
  technologies: technologyList,
  facts: factList,
  sortOrder: order,
});
export type CaseStudyInput = z.output<typeof caseStudyInputSchema>;
