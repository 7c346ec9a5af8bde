import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { JobDetail, JobState, JobSummary, NetPay } from '../../contracts/jobs.ts';
import { NEW_JOB_DAYS } from '../../contracts/job-constants.ts';
import type { Locale, LegalRelationType, ProfessionCode, RequiredLevel } from '../../contracts/enums.ts';

/** Columns selected for a job summary; `p` is the profession row, `j` the job. */
export const summaryColumns = (locale: Locale) => sql`
  j.id, j.name, j.language, j.city, j.partner, j.profession_code,
  p.name ->> ${locale} as profession_name,
  j.required_levels, j.tags, j.legal_relation_type, j.remote_office_percentage,
  j.hourly_rate, j.md_budget_from, j.md_budget_to, j.monthly_salary_from, j.monthly_salary_to,
  j.published_at, j.job_start_date, j.project_length_in_months, j.top_offer, j.available, j.valid_through,
  j.net_pay`;

/** Adds the technology names to job rows with one query for all of them. */
export async function withExpertiseNames<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { expertise_names: string[] })[]> {
  if (!rows.length) return [];
  const names = await queryRows<{ job_id: number; names: string[] }>(
    db,
    sql`select je.job_id, array_agg(e.name order by e.name) as names
      from job_expertise je join expertise e on e.id = je.expertise_id
      where je.job_id in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})
      group by je.job_id`,
  );
  const byJob = new Map(names.map((n) => [Number(n.job_id), n.names]));
  return rows.map((row) => ({ ...row, expertise_names: byJob.get(row.id) ?? [] }));
}

export interface JobRow {
  id: number;
  name: string;
  language: Locale;
  city: string;
  partner: string;
  profession_code: ProfessionCode;
  profession_name: string | null;
  required_levels: RequiredLevel[];
  tags: string[];
  legal_relation_type: LegalRelationType;
  remote_office_percentage: number;
  hourly_rate: number | null;
  md_budget_from: number | null;
  md_budget_to: number | null;
  monthly_salary_from: number | null;
  monthly_salary_to: number | null;
  published_at: Date | string | null;
  job_start_date: string | null;
  project_length_in_months: number | null;
  top_offer: boolean;
  available: boolean;
  valid_through: Date | string | null;
  expertise_names: string[];
  /** What the pay leaves per month in each form of work (ADR 120). */
  net_pay: NetPay | null;
}

export interface JobDetailRow extends JobRow {
  description: string;
  requirements: string[];
  benefits: string[];
  extension_possible: boolean;
  views: number;
  candidates_count: number;
  responsible_hr_name: string | null;
  country_code: string;
}

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The visible states of a job at `now` (docs/product/states.md): not available, new, remote, top. */
export function jobStates(
  row: Pick<
    JobRow,
    'available' | 'valid_through' | 'published_at' | 'remote_office_percentage' | 'top_offer'
  >,
  now: Date,
): JobState[] {
  const states: JobState[] = [];
  const validThrough = row.valid_through ? new Date(row.valid_through) : null;
  if (!row.available || (validThrough && validThrough < now)) states.push('not_available');
  const published = row.published_at ? new Date(row.published_at) : null;
  if (published && now.getTime() - published.getTime() <= NEW_JOB_DAYS * 86_400_000) states.push('new');
  if (row.remote_office_percentage === 100) states.push('remote');
  if (row.top_offer) states.push('top');
  return states;
}

/** A job as its result card shows it in every locale: the row without the profession's name. */
export type JobCardRow = Omit<JobRow, 'profession_name'>;

export function toJobSummary(row: JobRow, now: Date): JobSummary {
  return cardToSummary(row, row.profession_name, now);
}

/** A job's card in one locale (the profession's name) at `now` (its states). */
export function cardToSummary(row: JobCardRow, professionName: string | null, now: Date): JobSummary {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    city: row.city,
    partner: row.partner,
    profession: { value: row.profession_code, displayString: professionName ?? row.profession_code },
    requiredLevels: row.required_levels,
    states: jobStates(row, now),
    expertises: row.expertise_names.map((name) => ({ name })),
    tags: row.tags,
    legalRelationType: row.legal_relation_type,
    remoteOfficePercentage: row.remote_office_percentage,
    hourlyRate: row.hourly_rate,
    mdBudgetFrom: row.md_budget_from,
    mdBudgetTo: row.md_budget_to,
    monthlySalaryFrom: row.monthly_salary_from,
    monthlySalaryTo: row.monthly_salary_to,
    publishedAt: toIso(row.published_at),
    jobStartDate: row.job_start_date ? String(row.job_start_date).slice(0, 10) : null,
    projectLengthInMonths: row.project_length_in_months,
    topOffer: row.top_offer,
    netPay: row.net_pay,
  };
}

export function toJobDetail(row: JobDetailRow, now: Date): JobDetail {
  return {
    ...toJobSummary(row, now),
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    extensionPossible: row.extension_possible,
    views: row.views,
    candidatesCount: row.candidates_count,
    validThrough: toIso(row.valid_through),
    responsibleHR: row.responsible_hr_name,
    countryCode: row.country_code,
  };
}
