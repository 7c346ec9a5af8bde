/**
 * The anonymised client CV (issue 23, ADR 112): option lists without zod, for the editor's bundle
 * (ADR 092) and for the schemas of `contracts/cv.ts` and `contracts/client-cv.ts`.
 */

/**
 * The kind of employer that replaces a confidential employer's name in a client CV ("a bank", "a
 * telecom operator"…): `locales/<language>/cv-sheet.json` `clientCv.employer.<industry>` in the CV's
 * language, `cv.json` `clientCv.industry.<industry>` in the editor.
 */
export const employerIndustries = [
  'bank',
  'insurance',
  'telecom',
  'software',
  'consulting',
  'publicSector',
  'healthcare',
  'retail',
  'automotive',
  'manufacturing',
  'energy',
  'logistics',
  'media',
  'startup',
  'other',
] as const;
export type EmployerIndustry = (typeof employerIndustries)[number];

/** The states of a candidate's consent to client CVs, in the order they can happen. */
export const clientCvConsentStates = ['requested', 'given', 'refused', 'withdrawn'] as const;
export type ClientCvConsentState = (typeof clientCvConsentStates)[number];

/**
 * The version of the consent text the candidate is shown (`cv.json` `clientCv.consent.text`); stored
 * with each answer (GDPR Art. 7(1): the controller can show what was agreed to). A new wording gets
 * a new version.
 */
export const CLIENT_CV_CONSENT_VERSION = '2026-11-29';

/** How long a consent request's link works. */
export const CLIENT_CV_CONSENT_DAYS = 30;

export const clientCvFormats = ['pdf', 'docx'] as const;
export type ClientCvFormat = (typeof clientCvFormats)[number];

/** The portal in place of the person on a client CV: its name, contact lines and logo (a PNG data URL). */
export interface ClientCvBranding {
  portal: string;
  contact: string[];
  logo?: string | undefined;
}
