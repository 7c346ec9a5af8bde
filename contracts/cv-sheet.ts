import type { CvDocument, CvLanguage, languageLevels, TechnologyYears } from './cv.ts';
import { formatDate } from './dates.ts';

/**
 * What a CV sheet says around its content, in the CV's own language (docs/product/entities.md: Slovak or English),
 * whatever the reader's interface language: `locales/<language>/cv-sheet.json`, which the shared
 * page gets from its loader and the PDF reads from disk (`documents/cv-sheet-catalog.ts`).
 */
export interface CvSheetCatalog {
  profile: string;
  employments: string;
  educations: string;
  technologies: string;
  specializations: string;
  languages: string;
  certificates: string;
  references: string;
  experience: string;
  experienceCaption: string;
  technology: string;
  yearsColumn: string;
  present: string;
  contact: string;
  faculty: string;
  years: Record<TechnologyYears, string>;
  levels: Record<(typeof languageLevels)[number], string>;
  /** Years of the experience chart, abbreviated: `{{years}}` is the number. */
  yearsShort: string;
}

/** How numbers are written in a CV of each language. */
const NUMBER_LOCALES: Record<CvLanguage, string> = { sk: 'sk-SK', en: 'en-GB' };

/** The labels of a CV sheet from its catalog, with the chart's years written as the language writes numbers. */
export function cvSheetLabels(language: CvLanguage, catalog: CvSheetCatalog) {
  const numbers = new Intl.NumberFormat(NUMBER_LOCALES[language]);
  return {
    ...catalog,
    yearsShort: (n: number) => catalog.yearsShort.replace('{{years}}', numbers.format(n)),
  };
}

/**
 * A period of an entry: "marec 2019 – súčasnosť", "September 2016 – February 2019" (months for both day and
 * month dates); `present` is the sheet's word for an open end.
 */
export function formatCvPeriod(
  language: CvLanguage,
  from: string | null,
  to: string | null,
  present: string,
): string {
  const month = (value: string) => formatDate(language, value.slice(0, 7), 'monthYear');
  if (!from && !to) return '';
  if (!from) return month(to!);
  return `${month(from)} – ${to ? month(to) : present}`;
}

/**
 * The CV in its second language: every free text replaced by its `alt` version where it has one
 * (the original stays where it has none).
 */
export function cvInSecondLanguage(cv: CvDocument): CvDocument {
  const pick = <T extends object>(entry: T & { alt?: Record<string, string | undefined> | undefined }): T => {
    const { alt, ...rest } = entry;
    const replaced: Record<string, unknown> = { ...rest };
    for (const [key, value] of Object.entries(alt ?? {})) if (value) replaced[key] = value;
    return replaced as T;
  };
  return {
    ...pick(cv),
    employments: cv.employments.map(pick),
    educations: cv.educations.map(pick),
    references: cv.references.map(pick),
    certificates: cv.certificates.map(pick),
    languages: cv.languages,
    technologies: cv.technologies,
  };
}
