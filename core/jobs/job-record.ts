import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { expertise, profession } from '../../db/schema/catalog.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { job, jobExpertise } from '../../db/schema/jobs.ts';
import type { AdminJob, JobInput, JobStatus } from '../../contracts/admin.ts';
import type { LegalRelationType, Locale, ProfessionCode, RequiredLevel } from '../../contracts/enums.ts';
import { AppError } from '../shared/app-error.ts';
import { descriptionToHtml, htmlToDescription } from './job-text.ts';
import { bestNetCents, computeNetPay, currentTaxYear, hasPay, type JobPay } from './net-pay.ts';

/** What the writers of a job share: technologies by name, search terms and the row's values. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** Catalog technologies of `names` (case-insensitive); VALIDATION_FAILED naming none found. */
export async function resolveExpertises(db: Conn, names: readonly string[]) {
  if (!names.length) return [];
  const rows = await db
    .select({ id: expertise.id, name: expertise.name })
    .from(expertise)
    .where(
      inArray(
        sql`lower(${expertise.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r]));
  const missing = names.filter((n) => !byName.has(n.toLowerCase()));
  if (missing.length) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { expertises: ['validation.unknownTechnology'] },
      message: `unknown technologies: ${missing.join(', ')}`,
    });
  }
  return names.map((n) => byName.get(n.toLowerCase())!);
}

/** Expertise names, tags and the profession's names in every language, like the seeder writes them. */
export async function searchTermsOf(
  db: Conn,
  input: { expertises: readonly string[]; tags: readonly string[]; profession: string },
): Promise<string> {
  const [row] = await db
    .select({ name: profession.name })
    .from(profession)
    .where(eq(profession.code, input.profession));
  const professionNames = row ? Object.values(row.name).join(' ') : '';
  return [...input.expertises, ...input.tags, professionNames].join(' ');
}

/** The chosen responsible admin must exist and be an admin. */
export async function checkResponsibleHr(db: Conn, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: user.name })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, 'admin')));
  if (!row) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { responsibleHrUserId: ['validation.invalid'] } });
  }
  return row.name;
}

/** End of the day `date` (YYYY-MM-DD) in UTC, for valid-through. */
const endOfDay = (date: string | null) => (date ? new Date(`${date}T23:59:59.000Z`) : null);

/**
 * A job is published only with its pay (EU Pay Transparency Directive 2023/970, Slovak law):
 * JOB_PAY_REQUIRED otherwise.
 */
export function assertPayToPublish(job: JobPay): void {
  if (!hasPay(job)) throw new AppError('JOB_PAY_REQUIRED');
}

/** The net pay columns of a job's pay with the tax year in force at `now` (ADR 120). */
export function netPayValues(pay: JobPay, now = new Date()) {
  const netPay = computeNetPay(pay, currentTaxYear(now));
  return { netPay, netPayBest: bestNetCents(netPay) };
}

/** The columns of a job written from `input`, its technologies resolved and search terms built. */
export async function jobValues(db: Conn, input: JobInput) {
  const technologies = await resolveExpertises(db, input.expertises);
  const hrName = await checkResponsibleHr(db, input.responsibleHrUserId);
  const names = technologies.map((t) => t.name);
  return {
    technologies,
    values: {
      name: input.name,
      description: descriptionToHtml(input.description),
      requirements: input.requirements,
      benefits: input.benefits,
      language: input.language,
      city: input.city,
      countryCode: input.countryCode,
      partner: input.partner,
      professionCode: input.profession,
      requiredLevels: input.requiredLevels,
      tags: input.tags,
      legalRelationType: input.legalRelationType,
      remoteOfficePercentage: input.remoteOfficePercentage,
      hourlyRate: input.hourlyRate,
      mdBudgetFrom: input.mdBudgetFrom,
      mdBudgetTo: input.mdBudgetTo,
      monthlySalaryFrom: input.monthlySalaryFrom,
      monthlySalaryTo: input.monthlySalaryTo,
      jobStartDate: input.jobStartDate,
      projectLengthInMonths: input.projectLengthInMonths,
      extensionPossible: input.extensionPossible,
      topOffer: input.topOffer,
      topOrder: input.topOrder,
      responsibleHrUserId: input.responsibleHrUserId,
      responsibleHrName: input.responsibleHrName ?? hrName,
      validThrough: endOfDay(input.validThrough),
      available: input.available,
      searchTerms: await searchTermsOf(db, {
        expertises: names,
        tags: input.tags,
        profession: input.profession,
      }),
      ...netPayValues(input),
      updatedAt: new Date(),
    },
  };
}

/** Replaces the technologies of a job. */
export async function setJobExpertises(db: Conn, jobId: number, ids: readonly number[]) {
  await db.delete(jobExpertise).where(eq(jobExpertise.jobId, jobId));
  if (ids.length) await db.insert(jobExpertise).values(ids.map((expertiseId) => ({ jobId, expertiseId })));
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Whether a job is expired at `now`: marked not available, or past its valid-through date. */
export const isExpired = (row: { available: boolean; validThrough: Date | null }, now = new Date()) =>
  !row.available || (row.validThrough !== null && row.validThrough < now);

/** A job as the admin sees it; NOT_FOUND when there is none. */
export async function loadAdminJob(db: Conn, id: number): Promise<AdminJob> {
  const [row] = await db.select().from(job).where(eq(job.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const [techs, [count]] = await Promise.all([
    db
      .select({ name: expertise.name })
      .from(jobExpertise)
      .innerJoin(expertise, eq(expertise.id, jobExpertise.expertiseId))
      .where(eq(jobExpertise.jobId, id))
      .orderBy(expertise.name),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobApplication)
      .where(eq(jobApplication.jobId, id)),
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    descriptionText: htmlToDescription(row.description),
    language: row.language as Locale,
    city: row.city,
    countryCode: row.countryCode,
    partner: row.partner,
    profession: row.professionCode as ProfessionCode,
    requiredLevels: row.requiredLevels as RequiredLevel[],
    expertises: techs.map((t) => t.name),
    tags: row.tags,
    legalRelationType: row.legalRelationType as LegalRelationType,
    remoteOfficePercentage: row.remoteOfficePercentage,
    hourlyRate: row.hourlyRate,
    mdBudgetFrom: row.mdBudgetFrom,
    mdBudgetTo: row.mdBudgetTo,
    monthlySalaryFrom: row.monthlySalaryFrom,
    monthlySalaryTo: row.monthlySalaryTo,
    jobStartDate: row.jobStartDate ? String(row.jobStartDate).slice(0, 10) : null,
    projectLengthInMonths: row.projectLengthInMonths,
    extensionPossible: row.extensionPossible,
    topOffer: row.topOffer,
    topOrder: row.topOrder,
    requirements: row.requirements,
    benefits: row.benefits,
    responsibleHrUserId: row.responsibleHrUserId,
    responsibleHrName: row.responsibleHrName,
    validThrough: iso(row.validThrough),
    available: row.available,
    status: row.status as JobStatus,
    expired: isExpired(row),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    applicationsCount: Number(count?.n ?? 0),
  };
}

/** What changing a job's publication asks for: the job, and when (now by default). */
export interface JobChange {
  db: Db;
  id: number;
  now?: Date;
}

/**
 * Sets `values` on a job, stamped as updated at `now`, and returns the job as the admin sees it;
 * NOT_FOUND when there is none.
 */
export async function changeJob(
  db: Db,
  id: number,
  values: PgUpdateSetSource<typeof job>,
  now: Date,
): Promise<AdminJob> {
  const updated = await db
    .update(job)
    .set({ ...values, updatedAt: now })
    .where(eq(job.id, id))
    .returning({ id: job.id });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return loadAdminJob(db, id);
}
