import { asc, eq, inArray } from 'drizzle-orm';
import {
  cvLanguages,
  technologyYears,
  type CvDocument,
  type LocalizedText,
  type TechnologyYears,
} from '../../contracts/cv.ts';
import { employerIndustries, type EmployerIndustry } from '../../contracts/client-cv-values.ts';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';
import {
  cvCertificate,
  cvContent,
  cvEducation,
  cvEmployment,
  cvLanguage,
  cvReference,
  cvTechnology,
} from '../../db/schema/cv.ts';

/** The stored years of a level value: its lower bound (0-1 → 0, 5-10 → 5, 10+ → 10). */
export const YEARS_STORED: Record<TechnologyYears, number> = {
  '0-1': 0,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5-10': 5,
  '10+': 10,
};
export const levelOfYears = (years: number): TechnologyYears =>
  [...technologyYears].reverse().find((level) => YEARS_STORED[level] <= years) ?? '0-1';

/** A date as the API gives it: the month or the year when it was entered as one. */
export const dateOut = (value: string | null, month: boolean, year = false) =>
  value && year ? value.slice(0, 4) : value && month ? value.slice(0, 7) : value;
/**
 * A `YYYY`, `YYYY-MM` or `YYYY-MM-DD` date as stored: the first day of the year or month, whether it
 * was a month, and whether it was a year (an import that knew only the year, ADR 117).
 */
export const dateIn = (value: string | null): [string | null, boolean, boolean] =>
  value === null
    ? [null, false, false]
    : value.length === 4
      ? [`${value}-01-01`, false, true]
      : value.length === 7
        ? [`${value}-01`, true, false]
        : [value, false, false];

/** A text in both languages as stored: without empty versions, or null when none is left. */
export function storedText(value: LocalizedText | undefined): LocalizedText | null {
  const kept: LocalizedText = {};
  for (const language of cvLanguages) if (value?.[language]) kept[language] = value[language];
  return Object.keys(kept).length ? kept : null;
}

/** A stored text in both languages as the document has it (`{}` when it has no version). */
const textOut = (value: LocalizedText | null | undefined): LocalizedText =>
  storedText(value ?? undefined) ?? {};

const isEmployerIndustry = (value: string | null): value is EmployerIndustry =>
  (employerIndustries as readonly (string | null)[]).includes(value);

/** The whole CV content of an account as one document, and when it last changed. */
export async function loadCvDocument(
  db: Db,
  userId: string,
): Promise<{ document: CvDocument; updatedAt: Date | null; photoFileId: string | null }> {
  const [content] = await db.select().from(cvContent).where(eq(cvContent.userId, userId));
  const [employments, educations, references, certificates, languages, technologies] = await Promise.all([
    db
      .select()
      .from(cvEmployment)
      .where(eq(cvEmployment.userId, userId))
      .orderBy(asc(cvEmployment.sortOrder), asc(cvEmployment.id)),
    db
      .select()
      .from(cvEducation)
      .where(eq(cvEducation.userId, userId))
      .orderBy(asc(cvEducation.sortOrder), asc(cvEducation.id)),
    db
      .select()
      .from(cvReference)
      .where(eq(cvReference.userId, userId))
      .orderBy(asc(cvReference.sortOrder), asc(cvReference.id)),
    db
      .select()
      .from(cvCertificate)
      .where(eq(cvCertificate.userId, userId))
      .orderBy(asc(cvCertificate.sortOrder), asc(cvCertificate.id)),
    db
      .select()
      .from(cvLanguage)
      .where(eq(cvLanguage.userId, userId))
      .orderBy(asc(cvLanguage.sortOrder), asc(cvLanguage.id)),
    db
      .select({
        name: expertise.name,
        years: cvTechnology.years,
        specialization: cvTechnology.specialization,
      })
      .from(cvTechnology)
      .innerJoin(expertise, eq(expertise.id, cvTechnology.expertiseId))
      .where(eq(cvTechnology.userId, userId))
      .orderBy(asc(cvTechnology.sortOrder), asc(cvTechnology.id)),
  ]);
  const document: CvDocument = {
    position: textOut(content?.position),
    bio: textOut(content?.bio),
    employments: employments.map((e) => ({
      company: e.company,
      position: textOut(e.position),
      from: dateOut(e.fromDate, e.fromMonth, e.fromYear)!,
      to: dateOut(e.toDate, e.toMonth, e.toYear),
      description: textOut(e.description),
      technologies: e.technologies ?? [],
      // Only when set, so a CV without confidential employers reads as before (ADR 112).
      ...(e.confidential ? { confidential: true } : {}),
      ...(isEmployerIndustry(e.industry) ? { industry: e.industry } : {}),
    })),
    educations: educations.map((e) => ({
      diploma: textOut(e.diploma),
      school: textOut(e.school),
      faculty: textOut(e.faculty),
      from: dateOut(e.fromDate, e.fromMonth, e.fromYear),
      to: dateOut(e.toDate, e.toMonth, e.toYear),
      description: textOut(e.description),
    })),
    references: references.map((r) => ({ link: r.link, description: textOut(r.description) })),
    certificates: certificates.map((r) => ({ name: textOut(r.name), description: textOut(r.description) })),
    languages: languages.map((l) => ({
      language: l.language,
      level: l.level as CvDocument['languages'][number]['level'],
    })),
    technologies: technologies.map((t) => ({
      name: t.name,
      years: levelOfYears(t.years),
      specialization: t.specialization,
    })),
  };
  return { document, updatedAt: content?.updatedAt ?? null, photoFileId: content?.photoFileId ?? null };
}

/** Catalogue ids of technology names (case-insensitive), for the names that exist. */
export async function expertiseIdsByName(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db
    .select({ id: expertise.id, name: expertise.name })
    .from(expertise)
    .where(inArray(expertise.name, [...new Set(names)]));
  const all = new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  const missing = names.filter((n) => !all.has(n.toLowerCase()));
  if (missing.length) {
    // Names typed in another case: compare case-insensitively over the catalogue.
    const catalogue = await db.select({ id: expertise.id, name: expertise.name }).from(expertise);
    for (const row of catalogue)
      if (!all.has(row.name.toLowerCase())) all.set(row.name.toLowerCase(), row.id);
  }
  return all;
}
