/**
 * How often a job alert may mail (issue 14): each new job at once, once a day, once a week. Apart from
 * `newsletter.ts` so the job list's alert form loads no schema library (ADR 090).
 */
export const jobAlertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];
