import type { EmployerIndustry } from '../../contracts/client-cv-values.ts';
import type { CvDocument, CvInLanguage, CvLanguage, SharedCv } from '../../contracts/cv.ts';
import { cvInLanguage } from '../../contracts/cv-sheet.ts';

/** What a client CV says in the CV's language instead of the person (`cv-sheet.json` `clientCv`). */
export interface ClientCvLabels {
  /** Said where the name stood: "Profil kandidáta". */
  candidate: string;
  /** What replaces the removed details inside texts. */
  removed: string;
  /** The kind of employer said instead of a confidential employer's name: "a bank". */
  employer: Record<EmployerIndustry, string>;
}

/** Who the CV is of: what a client CV leaves out, and out of every text. */
export interface ClientCvPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string | null;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher of the details that identify the person inside free texts: the name's parts, the e-mail
 * address, the phone number however it is spaced, the city, every web address and e-mail address,
 * and the names of confidential employers (replaced by their kind instead).
 */
function redactor(person: ClientCvPerson, confidential: Map<string, string>, removed: string) {
  const words = [person.firstName, person.lastName, person.city ?? '']
    .flatMap((part) => part.split(/[\s-]+/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 2);
  const digits = (person.phone ?? '').replace(/\D/g, '').slice(-9);
  const patterns: RegExp[] = [
    /\b(?:https?:\/\/|www\.)\S+/giu,
    /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/gu,
    ...(digits.length >= 6 ? [new RegExp(digits.split('').join('[\\s./()-]*'), 'g')] : []),
    ...words.map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu')),
  ];
  const employers = [...confidential.entries()].sort((a, b) => b[0].length - a[0].length);
  return (text: string | undefined): string | undefined => {
    if (!text) return text;
    let out = text;
    for (const [name, phrase] of employers)
      out = out.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'),
        phrase,
      );
    for (const pattern of patterns) out = out.replace(pattern, removed);
    return out;
  };
}

/**
 * The anonymised client CV (ADR 112) in one language: no name (the label instead), no photo, no
 * contact, no city, no references (their links lead to the person); confidential employers named by
 * their kind ("a bank"), their names and every detail of the person taken out of every text too.
 * Technologies, spoken languages, periods and the experience chart stay: they are what the client
 * judges.
 */
export function anonymiseCv({
  document,
  language,
  person,
  labels,
}: {
  document: CvDocument;
  language: CvLanguage;
  person: ClientCvPerson;
  labels: ClientCvLabels;
}): CvInLanguage {
  const confidential = new Map<string, string>();
  for (const e of document.employments)
    if (e.confidential && e.company.trim().length >= 2)
      confidential.set(e.company.trim(), labels.employer[e.industry ?? 'other']);
  const redact = redactor(person, confidential, labels.removed);
  const cv = cvInLanguage(document, language);
  return {
    position: redact(cv.position),
    bio: redact(cv.bio),
    employments: cv.employments.map((e, i) => {
      const source = document.employments[i]!;
      return {
        ...e,
        company: source.confidential
          ? labels.employer[source.industry ?? 'other']
          : (redact(e.company) ?? ''),
        position: redact(e.position) ?? '',
        description: redact(e.description),
        technologies: e.technologies,
      };
    }),
    educations: cv.educations.map((e) => ({
      ...e,
      diploma: redact(e.diploma) ?? '',
      school: redact(e.school) ?? '',
      faculty: redact(e.faculty),
      description: redact(e.description),
    })),
    references: [],
    certificates: cv.certificates.map((c) => ({
      name: redact(c.name) ?? '',
      description: redact(c.description),
    })),
    languages: cv.languages,
    technologies: cv.technologies,
  };
}

/** The sheet's frame of a client CV: no person, no photo, no contact; the label where the name was. */
export function anonymousSheet(
  language: CvLanguage,
  labels: ClientCvLabels,
  experience: SharedCv['experience'],
  updatedAt: string,
): Omit<SharedCv, 'cv'> {
  return {
    language,
    primaryLanguage: language,
    languages: [language],
    secondLanguage: null,
    privacy: 'private',
    person: { firstName: labels.candidate, lastName: '', email: null, phone: null, city: null },
    photoUrl: null,
    experience,
    updatedAt,
    isOwner: false,
  };
}
