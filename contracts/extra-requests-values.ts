/**
 * Options of extra requests, without the schemas: pages import them without the validation
 * library (ADR 092).
 */

/** Seniority by years of experience: junior under 2, medior 2–4, senior 5 and more. */
export const seniorities = ['junior', 'medior', 'senior'] as const;
export const MAX_REQUEST_TECHNOLOGIES = 20;
