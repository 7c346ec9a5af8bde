import type { CvDocument, CvLanguage } from './cv.ts';
import { formatDate } from './dates.ts';

/**
 * What a CV sheet says around its content, in the CV's own language (docs/product/entities.md: Slovak or English),
 * whatever the reader's interface language: the shared page and the PDF both write it from here.
 */
export const CV_SHEET_LABELS = {
  sk: {
    profile: 'Profil',
    employments: 'Pracovné skúsenosti',
    educations: 'Vzdelanie',
    technologies: 'Technológie',
    specializations: 'Špecializácie',
    languages: 'Jazyky',
    certificates: 'Certifikáty',
    references: 'Referencie',
    experience: 'Prax v technológiách',
    experienceCaption:
      'Roky praxe podľa technológie, vypočítané zo zamestnaní (prekrývajúce sa obdobia sa rátajú raz).',
    technology: 'Technológia',
    yearsColumn: 'Roky',
    present: 'súčasnosť',
    contact: 'Kontakt',
    faculty: 'Fakulta',
    years: {
      '0-1': 'do 1 roka',
      '1': '1 rok',
      '2': '2 roky',
      '3': '3 roky',
      '4': '4 roky',
      '5-10': '5 – 10 rokov',
      '10+': 'viac ako 10 rokov',
    },
    levels: { A1: 'A1', A2: 'A2', B1: 'B1', B2: 'B2', C1: 'C1', C2: 'C2', native: 'materinský jazyk' },
    yearsShort: (n: number) => `${new Intl.NumberFormat('sk-SK').format(n)} r.`,
  },
  en: {
    profile: 'Profile',
    employments: 'Work experience',
    educations: 'Education',
    technologies: 'Technologies',
    specializations: 'Specialisations',
    languages: 'Languages',
    certificates: 'Certificates',
    references: 'References',
    experience: 'Experience by technology',
    experienceCaption:
      'Years of practice per technology, computed from employment (overlapping periods count once).',
    technology: 'Technology',
    yearsColumn: 'Years',
    present: 'present',
    contact: 'Contact',
    faculty: 'Faculty',
    years: {
      '0-1': 'under 1 year',
      '1': '1 year',
      '2': '2 years',
      '3': '3 years',
      '4': '4 years',
      '5-10': '5–10 years',
      '10+': 'over 10 years',
    },
    levels: { A1: 'A1', A2: 'A2', B1: 'B1', B2: 'B2', C1: 'C1', C2: 'C2', native: 'native speaker' },
    yearsShort: (n: number) => `${new Intl.NumberFormat('en-GB').format(n)} y`,
  },
} as const satisfies Record<CvLanguage, unknown>;

/** A period of an entry: "marec 2019 – súčasnosť", "Sep 2016 – Feb 2019" (months for both day and month dates). */
export function formatCvPeriod(language: CvLanguage, from: string | null, to: string | null): string {
  const month = (value: string) => formatDate(language, value.slice(0, 7), 'monthYear');
  if (!from && !to) return '';
  if (!from) return month(to!);
  return `${month(from)} – ${to ? month(to) : CV_SHEET_LABELS[language].present}`;
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
