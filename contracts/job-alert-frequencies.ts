/**
 * How often a job alert may mail (issue 14): each new job at once, once a day, once a week. Apart from
 * `newsletter.ts` so the job list's alert form loads no schema library (ADR 090).
 */
export const jobAlertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

/** The least match scores a "jobs that match my CV" alert offers (ADR 126); the API takes any in the range. */
export const JOB_ALERT_MATCH_SCORES = [50, 60, 70, 80] as const;
export const JOB_ALERT_SCORE_MIN = 1;
export const JOB_ALERT_SCORE_MAX = 100;
