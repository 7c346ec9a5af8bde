/** Enumerations of the domain as plain constants (no zod), so the browser can import them cheaply. */
export const locales = ['sk', 'en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'sk';
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

export const expertiseTypes = [
  'PROGRAMMING_LANGUAGE',
  'FRAMEWORK',
  'DATABASE',
  'LIBRARY',
  'LIBRARY_OR_FRAMEWORK',
  'CLOUD',
  'TOOLS',
  'PLATFORM_OR_TOOL',
  'METHODOLOGY',
  'DEVOPS',
  'OTHER',
] as const;
export type ExpertiseType = (typeof expertiseTypes)[number];

export const professionCodes = ['FRONTEND', 'FULLSTACK', 'BACKEND', 'TESTER', 'OTHER'] as const;
export type ProfessionCode = (typeof professionCodes)[number];

/** Years of experience with a technology (docs/product/entities.md). */
export const languageLevels = ['0-1', '1', '2', '3', '4', '5-10', '10+'] as const;
export const experienceLevels = languageLevels;

/** Spoken languages a candidate can list and a job can be written in, with CEFR levels. */
export const languages = ['sk', 'cs', 'en', 'de', 'hu', 'pl', 'uk', 'fr', 'es', 'it', 'ru'] as const;
export const spokenLanguageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE'] as const;

export const utmSources = [
  'referral',
  'google',
  'linkedin',
  'facebook',
  'instagram',
  'newsletter',
  'event',
  'friend',
  'other',
] as const;

export const nonItRegistrationReasons = ['student', 'no_contact', 'try_tools'] as const;

export const legalRelationTypes = ['permanent', 'contract', 'agreement'] as const;
export type LegalRelationType = (typeof legalRelationTypes)[number];

export const requiredLevels = ['junior', 'medior', 'senior', 'lead'] as const;
export type RequiredLevel = (typeof requiredLevels)[number];

/** The pseudo-city of fully remote jobs. */
export const REMOTE_CITY = 'Remote';
