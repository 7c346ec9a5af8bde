import type { JobSummary } from '../../contracts/jobs.ts';
import type { Locale } from '../../contracts/enums.ts';

/**
 * The portal's own IT-recruiter job (docs/product/entities.md). It is defined here so that the job list can show it
 * while a client-side navigation waits for the server, and it is seeded into the database as a
 * regular published job under RECRUITER_JOB_ID.
 */
export const RECRUITER_JOB_ID = 1;

export const recruiterJobTitle: Record<Locale, string> = {
  sk: 'IT recruiter / IT recruiterka',
  en: 'IT Recruiter',
  de: 'IT-Recruiter (m/w/d)',
};

export function recruiterJob(locale: Locale, publishedAt: string): JobSummary {
  return {
    id: RECRUITER_JOB_ID,
    name: recruiterJobTitle[locale],
    language: locale,
    city: 'Bratislava',
    partner: 'Kariéra IT',
    profession: { value: 'OTHER', displayString: { sk: 'Iné', en: 'Other', de: 'Sonstiges' }[locale] },
    requiredLevels: ['medior'],
    states: ['top'],
    expertises: [{ name: 'Jira' }, { name: 'Scrum' }],
    tags: ['Bratislava', 'recruitment'],
    legalRelationType: 'contract',
    remoteOfficePercentage: 80,
    hourlyRate: 22,
    mdBudgetFrom: 160,
    mdBudgetTo: 200,
    monthlySalaryFrom: null,
    monthlySalaryTo: null,
    publishedAt,
    jobStartDate: null,
    projectLengthInMonths: 12,
    topOffer: true,
    // Only a placeholder until the server answers, which sends the seeded job's net pay.
    netPay: null,
  };
}
