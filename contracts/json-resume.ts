import { z } from 'zod';
import {
  isCvDate,
  technologyYears,
  type CvDocument,
  type CvInLanguage,
  type CvLanguage,
  type TechnologyYears,
} from './cv.ts';
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

/** A section the portal has no place for: only its length is read, for the preview's "not imported". */
const anyList = z.array(z.unknown()).max(1_000).optional();

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
        /** Achievements: they go into the description, never into technologies. */
        highlights: list(z.string().max(2000)),
        /** The portal's own extension: the technologies of the job (JSON Resume allows extra fields). */
        technologies: list(z.string().max(100)),
      })
      .partial(),
  ),
  education: list(
    z.object({ institution: str, area: str, studyType: str, startDate: date, endDate: date }).partial(),
  ),
  certificates: list(z.object({ name: str, issuer: str, date, url: str, summary: str }).partial()),
  languages: list(z.object({ language: str, fluency: str }).partial()),
  skills: list(
    z
      .object({
        name: str,
        /** A level word ("Master", "Intermediate"): not years of practice. */
        level: str,
        keywords: list(z.string().max(100)),
        /** The portal's own extensions: years of practice and the specialisation mark. */
        years: z.string().max(10),
        specialization: z.boolean(),
      })
      .partial(),
  ),
  projects: anyList,
  volunteer: anyList,
  awards: anyList,
  publications: anyList,
  interests: anyList,
  meta: z.object({ version: str }).partial().optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/**
 * A JSON Resume date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) as a CV date, or null: a year stays a year
 * (no month is made up, ADR 117).
 */
function cvDate(value: string | undefined): string | null {
  const v = value?.trim();
  return v && isCvDate(v) ? v : null;
}

/**
 * A spoken language's level from a free-text fluency: a CEFR level written in it (`C1`, `B2 –
 * upper intermediate`) or a native speaker's words; anything else (`Fluent`, `Advanced`) has no
 * documented CEFR level and is left empty for the candidate to choose (ADR 117).
 */
export function levelOfFluency(fluency: string | undefined): CvDocument['languages'][number]['level'] | null {
  const v = (fluency ?? '').trim();
  const cefr = /\b([ABC][12])\b/i.exec(v);
  if (cefr) return cefr[1]!.toUpperCase() as CvDocument['languages'][number]['level'];
  if (/\b(native|mother tongue|first language|bilingual)\b|materinsk|muttersprach/i.test(v)) return 'native';
  return null;
}
const FLUENCY: Record<CvDocument['languages'][number]['level'], string> = {
  A1: 'A1',
  A2: 'A2',
  B1: 'B1',
  B2: 'B2',
  C1: 'C1',
  C2: 'C2',
  native: 'Native speaker',
};

/** The JSON Resume sections the portal has no place for, with their lengths. */
const NOT_IMPORTED = ['projects', 'volunteer', 'awards', 'publications', 'interests'] as const;

/**
 * The CV in one language (`cvInLanguage`), with the person's name and contact, as a JSON Resume v1
 * document as the schema means its fields: `basics.label`/`summary` the position and bio, `work` the
 * employments (the description as `summary`), `education` with `studyType` the diploma and `area`
 * the faculty, `certificates` with the description as `summary`, `languages` with the CEFR level or
 * "Native speaker", `skills` the technologies without a `level` (the portal knows years of practice,
 * not a level word). Years, the specialisation mark and a job's technologies travel in fields of the
 * portal's own (`years`, `specialization`, `work[].technologies`), which the schema allows.
 */
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
      ...(e.technologies.length ? { technologies: e.technologies } : {}),
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
      ...(c.description ? { summary: c.description } : {}),
    })),
    languages: cv.languages.map((l) => ({ language: l.language, fluency: FLUENCY[l.level] })),
    skills: cv.technologies.map((t) => ({
      name: t.name,
      years: t.years,
      ...(t.specialization ? { specialization: true } : {}),
    })),
    meta: { version: 'v1.0.0' },
  };
}

/** A job's description from its summary and highlights (achievements, one per line as a list). */
function workDescription(summary: string | undefined, highlights: string[] | undefined) {
  const points = (highlights ?? []).map((h) => h.trim()).filter(Boolean);
  const parts = [summary?.trim(), points.length ? points.map((h) => `• ${h}`).join('\n') : undefined];
  return parts.filter(Boolean).join('\n\n') || undefined;
}

/**
 * A JSON Resume as a CV document for the editor's preview (not saved), as the schema means its
 * fields (ADR 117): `basics.label`/`summary` are the position and bio; `work.highlights` are
 * achievements and join the summary in the description; `education.studyType` is the diploma and
 * `area` the faculty; a certificate's issuer, date and address make its description; `skills[].level`
 * is a level word and is not read as years; a fluency without a CEFR level leaves the level empty.
 * Entries the CV cannot hold (no company, no start date) are left out, each section keeps its first
 * entries up to the CV's limit (`omitted` counts the rest), and projects, volunteering, awards,
 * publications and interests are listed as not imported.
 */
export function importJsonResume(resume: JsonResume, language: CvLanguage = 'sk'): CvImportPreview {
  const cut = (s: string | undefined, max: number) => (s ? s.trim().slice(0, max) || undefined : undefined);
  return previewCv(
    {
      position: cut(resume.basics?.label, 200),
      bio: cut(resume.basics?.summary, 4000),
      employments: (resume.work ?? [])
        .filter((w) => w.name?.trim() && cvDate(w.startDate))
        .map((w) => ({
          company: cut(w.name, 200)!,
          position: cut(w.position, 200) ?? '—',
          from: cvDate(w.startDate)!,
          to: cvDate(w.endDate),
          description: cut(workDescription(w.summary, w.highlights), 4000),
          technologies: (w.technologies ?? []).filter((h) => h.trim() && h.length <= 60).slice(0, 30),
        })),
      educations: (resume.education ?? [])
        .filter((e) => e.institution?.trim())
        .map((e) => ({
          diploma: cut(e.studyType, 200) ?? '—',
          school: cut(e.institution, 200)!,
          faculty: cut(e.area, 200),
          from: cvDate(e.startDate),
          to: cvDate(e.endDate),
        })),
      references: (resume.basics?.profiles ?? [])
        .filter((p) => p.url && /^https?:\/\//.test(p.url))
        .map((p) => ({ link: p.url!, description: cut(p.network, 1000) })),
      certificates: (resume.certificates ?? [])
        .filter((c) => c.name?.trim())
        .map((c) => ({
          name: cut(c.name, 200)!,
          description: cut(
            c.summary ??
              [c.issuer, c.date, c.url]
                .map((x) => x?.trim())
                .filter(Boolean)
                .join(' · '),
            1000,
          ),
        })),
      languages: (resume.languages ?? [])
        .filter((l) => l.language?.trim())
        .map((l) => ({ language: cut(l.language, 60)!, level: levelOfFluency(l.fluency) })),
      technologies: (resume.skills ?? [])
        .filter((s) => s.name?.trim())
        .map((s) => ({
          name: cut(s.name, 60)!,
          // Years of practice only from the portal's own field; a level word is not a number of years.
          years: technologyYears.includes(s.years as TechnologyYears) ? (s.years as TechnologyYears) : '1',
          specialization: s.specialization === true,
        })),
      notImported: NOT_IMPORTED.filter((section) => resume[section]?.length).map((section) => ({
        section,
        count: resume[section]!.length,
      })),
    },
    language,
  );
}

/** The CV of `importJsonResume` (its texts in `language`) without the preview's notes. */
export function fromJsonResume(resume: JsonResume, language: CvLanguage = 'sk') {
  const { omitted: _omitted, notImported: _notImported, ...cv } = importJsonResume(resume, language);
  return cv;
}
