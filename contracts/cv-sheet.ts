// Types only from cv.ts: the shared page's bundle must not load the validation library (ADR 092).
import type {
  CvDocument,
  CvInLanguage,
  CvLanguage,
  languageLevels,
  LocalizedText,
  TechnologyYears,
} from './cv.ts';
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
 * month dates, "2010 – 2015" for years); `present` is the sheet's word for an open end.
 */
export function formatCvPeriod(
  language: CvLanguage,
  from: string | null,
  to: string | null,
  present: string,
): string {
  // A year alone (an import that knew no month, ADR 117) is written as the year.
  const month = (value: string) =>
    value.length === 4 ? value : formatDate(language, value.slice(0, 7), 'monthYear');
  if (!from && !to) return '';
  if (!from) return month(to!);
  return `${month(from)} – ${to ? month(to) : present}`;
}

const CV_LANGUAGES: readonly CvLanguage[] = ['sk', 'en'];
const other = (language: CvLanguage): CvLanguage => (language === 'sk' ? 'en' : 'sk');

/** The version of a text in `language`, or in the other language when it has none. */
export const textIn = (text: LocalizedText | undefined, language: CvLanguage): string | undefined =>
  text?.[language] || text?.[other(language)] || undefined;

/**
 * The CV in one language (ADR 110): each free text in `language`, falling back per field to the
 * other language where that text has no version; nothing says which texts fell back.
 */
export function cvInLanguage(cv: CvDocument, language: CvLanguage): CvInLanguage {
  const t = (text: LocalizedText | undefined) => textIn(text, language);
  return {
    position: t(cv.position),
    bio: t(cv.bio),
    employments: cv.employments.map((e) => ({
      ...e,
      position: t(e.position) ?? '',
      description: t(e.description),
    })),
    educations: cv.educations.map((e) => ({
      ...e,
      diploma: t(e.diploma) ?? '',
      school: t(e.school) ?? '',
      faculty: t(e.faculty),
      description: t(e.description),
    })),
    references: cv.references.map((r) => ({ link: r.link, description: t(r.description) })),
    certificates: cv.certificates.map((c) => ({ name: t(c.name) ?? '', description: t(c.description) })),
    languages: cv.languages,
    technologies: cv.technologies,
  };
}

/** Every free text of a CV, for the languages it is written in. */
function freeTexts(cv: CvDocument): LocalizedText[] {
  return [
    cv.position,
    cv.bio,
    ...cv.employments.flatMap((e) => [e.position, e.description]),
    ...cv.educations.flatMap((e) => [e.diploma, e.school, e.faculty, e.description]),
    ...cv.references.map((r) => r.description),
    ...cv.certificates.flatMap((c) => [c.name, c.description]),
  ];
}

/** The languages the CV has any free text in, in the order sk, en. */
export const cvTextLanguages = (cv: CvDocument): CvLanguage[] =>
  CV_LANGUAGES.filter((language) => freeTexts(cv).some((text) => text?.[language]?.trim()));
