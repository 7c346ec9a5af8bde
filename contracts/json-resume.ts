import { z } from 'zod';
import { isCvDate, type CvDocument, type CvInLanguage, type CvLanguage, type TechnologyYears } from './cv.ts';
import { previewCv, type CvImportPreview } from './cv-import.ts';

/**
 * JSON Resume (jsonresume.org, schema v1) to and from the portal's CV document: `basics`, `work`,
 * `education`, `certificates`, `languages`, `skills`, `references`/`profiles`. Pure mapping, so the
 * browser can preview an import the same way the server reads it.
 */

const str = z.string().max(10_000).optional();
const date = z.string().max(20).optional();
/** Longer lists than any CV holds are read (the preview says how many were left out), up to a bound. */
const list = <T extends z.ZodType>(item: T) => z.array(item).max(1_000).optional();

/** The parts of a JSON Resume the portal reads; unknown fields are ignored. */
export const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: str,
      label: str,
      email: str,
      phone: str,
      summary: str,
      location: z.object({ city: str }).partial().optional(),
      profiles: list(z.object({ network: str, url: str })),
    })
    .partial()
    .optional(),
  work: list(
    z
      .object({
        name: str,
        position: str,
        startDate: date,
        endDate: date,
        summary: str,
        highlights: list(z.string().max(2000)),
      })
      .partial(),
  ),
  education: list(
    z.object({ institution: str, area: str, studyType: str, startDate: date, endDate: date }).partial(),
  ),
  certificates: list(z.object({ name: str, issuer: str }).partial()),
  languages: list(z.object({ language: str, fluency: str }).partial()),
  skills: list(z.object({ name: str, level: str, keywords: list(z.string().max(100)) }).partial()),
  meta: z.object({ version: str }).partial().optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** A JSON Resume date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) as a CV date, or null. */
function cvDate(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d{4}$/.test(v)) return `${v}-01`;
  return isCvDate(v) ? v : null;
}

const LEVELS: Record<string, CvDocument['languages'][number]['level']> = {
  a1: 'A1',
  a2: 'A2',
  b1: 'B1',
  b2: 'B2',
  c1: 'C1',
  c2: 'C2',
  native: 'native',
  'native speaker': 'native',
  bilingual: 'native',
  fluent: 'C1',
  advanced: 'C1',
  intermediate: 'B1',
  beginner: 'A1',
  elementary: 'A2',
  'upper intermediate': 'B2',
  proficient: 'C2',
};
const FLUENCY: Record<CvDocument['languages'][number]['level'], string> = {
  A1: 'A1',
  A2: 'A2',
  B1: 'B1',
  B2: 'B2',
  C1: 'C1',
  C2: 'C2',
  native: 'Native speaker',
};
const YEARS: TechnologyYears[] = ['0-1', '1', '2', '3', '4', '5-10', '10+'];

/** The CV in one language (`cvInLanguage`), with the person's name and contact, as a JSON Resume v1 document. */
export function toJsonResume(
  cv: CvInLanguage,
  person: {
    firstName: string;
    lastName: string;
    email?: string | null;
    phone?: string | null;
    city?: string | null;
  },
): JsonResume & { $schema: string } {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: `${person.firstName} ${person.lastName}`,
      ...(cv.position ? { label: cv.position } : {}),
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { phone: person.phone } : {}),
      ...(cv.bio ? { summary: cv.bio } : {}),
      ...(person.city ? { location: { city: person.city } } : {}),
      profiles: cv.references.map((r) => ({
        network: r.description ?? new URL(r.link).hostname,
        url: r.link,
      })),
    },
    work: cv.employments.map((e) => ({
      name: e.company,
      position: e.position,
      startDate: e.from,
      ...(e.to ? { endDate: e.to } : {}),
      ...(e.description ? { summary: e.description } : {}),
      ...(e.technologies.length ? { highlights: e.technologies } : {}),
    })),
    education: cv.educations.map((e) => ({
      institution: e.school,
      studyType: e.diploma,
      ...(e.faculty ? { area: e.faculty } : {}),
      ...(e.from ? { startDate: e.from } : {}),
      ...(e.to ? { endDate: e.to } : {}),
    })),
    certificates: cv.certificates.map((c) => ({
      name: c.name,
      ...(c.description ? { issuer: c.description } : {}),
    })),
    languages: cv.languages.map((l) => ({ language: l.language, fluency: FLUENCY[l.level] })),
    skills: cv.technologies.map((t) => ({
      name: t.name,
      level: t.years,
      ...(t.specialization ? { keywords: ['specialization'] } : {}),
    })),
    meta: { version: 'v1.0.0' },
  };
}

/**
 * A JSON Resume as a CV document for the editor's preview (not saved): what fits the portal's
 * schema is kept, entries it cannot read (no company, no start date) are left out, and each section
 * keeps its first entries up to the CV's limit; `omitted` counts the rest.
 */
export function importJsonResume(resume: JsonResume, language: CvLanguage = 'sk'): CvImportPreview {
  const cut = (s: string | undefined, max: number) => (s ? s.trim().slice(0, max) : undefined);
  return previewCv(
    {
      position: cut(resume.basics?.label, 200),
      bio: cut(resume.basics?.summary, 4000),
      employments: (resume.work ?? [])
        .filter((w) => w.name?.trim() && cvDate(w.startDate))
        .map((w) => ({
          company: cut(w.name, 200)!,
          position: cut(w.position, 200) || '—',
          from: cvDate(w.startDate)!,
          to: cvDate(w.endDate),
          description: cut(w.summary, 4000),
          technologies: (w.highlights ?? []).filter((h) => h.length <= 60).slice(0, 30),
        })),
      educations: (resume.education ?? [])
        .filter((e) => e.institution?.trim())
        .map((e) => ({
          diploma: cut(e.studyType, 200) || cut(e.area, 200) || '—',
          school: cut(e.institution, 200)!,
          faculty: cut(e.studyType ? e.area : undefined, 200),
          from: cvDate(e.startDate),
          to: cvDate(e.endDate),
        })),
      references: (resume.basics?.profiles ?? [])
        .filter((p) => p.url && /^https?:\/\//.test(p.url))
        .map((p) => ({ link: p.url!, description: cut(p.network, 1000) })),
      certificates: (resume.certificates ?? [])
        .filter((c) => c.name?.trim())
        .map((c) => ({ name: cut(c.name, 200)!, description: cut(c.issuer, 1000) })),
      languages: (resume.languages ?? [])
        .filter((l) => l.language?.trim())
        .map((l) => ({
          language: cut(l.language, 60)!,
          level: LEVELS[(l.fluency ?? '').trim().toLowerCase()] ?? 'B1',
        })),
      technologies: (resume.skills ?? [])
        .filter((s) => s.name?.trim())
        .map((s) => ({
          name: cut(s.name, 60)!,
          years: YEARS.includes(s.level as TechnologyYears) ? (s.level as TechnologyYears) : '1',
          specialization: (s.keywords ?? []).includes('specialization'),
        })),
    },
    language,
  );
}

/** The CV of `importJsonResume` (its texts in `language`) without the counts of what was left out. */
export function fromJsonResume(resume: JsonResume, language: CvLanguage = 'sk'): CvDocument {
  const { omitted: _omitted, ...cv } = importJsonResume(resume, language);
  return cv;
}
