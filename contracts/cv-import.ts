import { z } from 'zod';
import {
  MAX_ENTRIES,
  MAX_SPECIALIZATIONS,
  MAX_TECHNOLOGIES,
  cvCertificateSchema,
  cvDocumentSchema,
  cvEducationSchema,
  cvEmploymentSchema,
  cvLanguageSchema,
  cvReferenceSchema,
  cvTechnologySchema,
  emptyCv,
  languageLevels,
  type CvDocument,
  type CvLanguage,
} from './cv.ts';

/**
 * The preview of an import (LinkedIn data export, JSON Resume): the CV read from it and, per
 * section, how many readable entries did not fit the section's limit (ADR 033). Shared by both
 * importers so that neither can answer more than the CV holds.
 */

/**
 * A spoken language of a preview: its level is null where the source named none the portal can map
 * without guessing (ADR 117); the preview says so and the editor asks for it before saving.
 */
export const previewLanguageSchema = cvLanguageSchema.extend({ level: z.enum(languageLevels).nullable() });

const entrySchemas = {
  employments: cvEmploymentSchema,
  educations: cvEducationSchema,
  references: cvReferenceSchema,
  certificates: cvCertificateSchema,
  languages: previewLanguageSchema,
  technologies: cvTechnologySchema,
} as const;
export type CvImportSection = keyof typeof entrySchemas;
export const cvImportSections = Object.keys(entrySchemas) as CvImportSection[];

/** How many entries of a section a CV holds. */
export const sectionLimit = (section: CvImportSection) =>
  section === 'technologies' ? MAX_TECHNOLOGIES : MAX_ENTRIES;

/**
 * Sections of a source the portal has no place for (JSON Resume's projects, volunteer, awards,
 * publications, interests; LinkedIn's projects, honours, publications, volunteering, courses,
 * patents, recommendations): listed in the preview as not imported, never folded into other fields.
 */
export const notImportedSections = [
  'projects',
  'volunteer',
  'awards',
  'publications',
  'interests',
  'courses',
  'patents',
  'recommendations',
] as const;
export type NotImportedSection = (typeof notImportedSections)[number];

const count = z.number().int().min(1);
/** The CV of a preview: a CV document whose languages may lack a level. */
const previewDocumentSchema = cvDocumentSchema.extend({
  languages: z.array(previewLanguageSchema).max(MAX_ENTRIES).default([]),
});
export const cvImportPreviewSchema = previewDocumentSchema.extend({
  /** What the source holds that has no place in the CV, with the number of entries when known. */
  notImported: z
    .array(z.object({ section: z.enum(notImportedSections), count: z.number().int().min(1).nullable() }))
    .default([]),
  /** Readable entries left out because the section was full (absent: nothing left out). */
  omitted: z
    .object({
      employments: count,
      educations: count,
      references: count,
      certificates: count,
      languages: count,
      technologies: count,
    })
    .partial(),
});
export type CvImportPreview = z.output<typeof cvImportPreviewSchema>;

/** What an importer read, before the CV's rules: sections of candidate entries. */
export type CvImportDraft = {
  position?: string | undefined;
  bio?: string | undefined;
  notImported?: CvImportPreview['notImported'];
} & Partial<Record<CvImportSection, unknown[]>>;

/** The free texts of each section's entries, which an import writes in one language. */
const TEXT_FIELDS: Partial<Record<CvImportSection, string[]>> = {
  employments: ['position', 'description'],
  educations: ['diploma', 'school', 'faculty', 'description'],
  references: ['description'],
  certificates: ['name', 'description'],
};

/** An importer's entry with its plain texts as versions in `language` (`"x"` → `{ [language]: "x" }`). */
function inLanguage(entry: unknown, fields: string[] | undefined, language: CvLanguage): unknown {
  if (!fields || typeof entry !== 'object' || entry === null) return entry;
  const texts: Record<string, unknown> = { ...entry };
  for (const field of fields)
    if (typeof texts[field] === 'string') texts[field] = { [language]: texts[field] };
  return texts;
}

/**
 * The CV of an import, its texts as versions in `language` (the language the source is written in,
 * ADR 110): entries the CV's schema refuses (no start date, a period out of order) are
 * dropped, technologies are taken once by name with at most nine specialisations, and each section
 * keeps its first entries up to its limit, the rest counted in `omitted`. Never throws.
 */
export function previewCv(draft: CvImportDraft, language: CvLanguage = 'sk'): CvImportPreview {
  const omitted: CvImportPreview['omitted'] = {};
  const sections: Partial<Record<CvImportSection, unknown[]>> = {};
  for (const section of cvImportSections) {
    let valid: unknown[] = [];
    for (const entry of draft[section] ?? []) {
      const parsed = entrySchemas[section].safeParse(inLanguage(entry, TEXT_FIELDS[section], language));
      if (parsed.success) valid.push(parsed.data);
    }
    if (section === 'technologies') valid = usableTechnologies(valid as CvDocument['technologies']);
    const limit = sectionLimit(section);
    if (valid.length > limit) omitted[section] = valid.length - limit;
    sections[section] = valid.slice(0, limit);
  }
  const text = (key: 'position' | 'bio') => {
    const value = draft[key];
    const parsed = cvDocumentSchema.shape[key].safeParse(
      typeof value === 'string' ? { [language]: value } : undefined,
    );
    return parsed.success ? parsed.data : undefined;
  };
  const parsed = previewDocumentSchema.safeParse({
    position: text('position'),
    bio: text('bio'),
    ...sections,
  });
  // Each part was checked on its own; a rule across parts that still fails empties the CV rather than 500.
  return { ...(parsed.success ? parsed.data : emptyCv()), omitted, notImported: draft.notImported ?? [] };
}

function usableTechnologies(list: CvDocument['technologies']): CvDocument['technologies'] {
  const seen = new Set<string>();
  let specializations = 0;
  return list
    .filter((t) => {
      const key = t.name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((t) => {
      if (!t.specialization) return t;
      specializations++;
      return specializations <= MAX_SPECIALIZATIONS ? t : { ...t, specialization: false };
    });
}
