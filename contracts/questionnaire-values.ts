/**
 * Options and constants of the adequate-salary questionnaire, without the schemas: pages import
 * them without the validation library (ADR 092).
 */

export const questionnaireProfessions = ['programmer', 'tester'] as const;
export type QuestionnaireProfession = (typeof questionnaireProfessions)[number];
export const isQuestionnaireProfession = (value: unknown): value is QuestionnaireProfession =>
  questionnaireProfessions.includes(value as QuestionnaireProfession);

/** Years of practice: 0 (less than a year) to 7 (seven or more). */
export const PRAXIS_MIN = 0;
export const PRAXIS_MAX = 7;
export const praxisValues = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** docs/product/constants.md: the stack (known technologies) holds at most 9 items. */
export const MAX_QUESTIONNAIRE_TECHNOLOGIES = 9;
/** docs/product/constants.md: the programmer's daily rate is capped. */
export const PROGRAMMER_WAGE_CAP = 350;
/** CV uploads of the questionnaire. */
export const QUESTIONNAIRE_CV_MAX_BYTES = 10 * 1024 * 1024;

/** Categories of technologies in the wage formula; editable by an admin. */
export const technologyCategories = ['basic', 'backend', 'frontend', 'special', 'other'] as const;
export type TechnologyCategory = (typeof technologyCategories)[number];
/** The largest bonus an admin may give a special technology (EUR per day). */
export const MAX_TECHNOLOGY_BONUS = 100;

/** Domains (industries) a programmer may have worked in. */
export const workedDomains = [
  'finance',
  'telecommunications',
  'automotive',
  'industry',
  'energy',
  'healthcare',
  'public_sector',
  'ecommerce',
  'transport',
  'media',
  'games',
  'other',
] as const;

/** The wage tables of docs/product/constants.md, daily rates in EUR, seven steps each (ADR 015 maps praxis 0–7 onto them). */
export const WAGE_TABLES = {
  basic: [60, 90, 90, 120, 140, 180, 210],
  other: [100, 120, 140, 180, 210, 230, 240],
  manual: [60, 70, 100, 100, 120, 150, 180],
  automated: [100, 140, 160, 160, 200, 220, 240],
} as const;
export type WageTable = keyof typeof WAGE_TABLES;

/** docs/product/constants.md bonuses (EUR per day) and the praxis they need. */
export const WAGE_BONUSES = {
  /** Team leader with praxis above 3. */
  teamLeader: { amount: 20, minPraxis: 4 },
  /** Architect with praxis above 4. */
  architect: { amount: 30, minPraxis: 5 },
  /** A known backend technology. */
  backend: { amount: 20, minPraxis: 0 },
  /** A known frontend technology. */
  frontend: { amount: 20, minPraxis: 0 },
  /** Tester: CI experience with praxis 2 or more. */
  ci: { amount: 20, minPraxis: 2 },
  /** Tester: performance-testing experience with praxis 3 or more. */
  performance: { amount: 80, minPraxis: 3 },
} as const;
/** How many special-technology bonuses count (the highest ones). */
export const SPECIAL_BONUSES_COUNTED = 2;
