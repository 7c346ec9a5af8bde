/** Version of the consent texts a person agrees to; bump it when the texts change. */
export const CONSENT_TEXT_VERSION = '2026-01';

/** docs/product/validation.md: 5 years for job search and newsletter, 3 for the salary questionnaire, else the account's lifetime. */
export function consentExpiry(purpose: string, from: Date): Date | null {
  const years =
    purpose === 'job_search' || purpose === 'newsletter' ? 5 : purpose === 'salary_questionnaire' ? 3 : 0;
  if (!years) return null;
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
