import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { storedFile } from '../../db/schema/files.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminApplication } from '../../contracts/admin.ts';
import type { ApplicationStatus } from '../../contracts/applications.ts';
import { candidateCvColumns, candidateCvOf } from '../admin/candidate-cv-columns.ts';
import { AppError } from '../shared/app-error.ts';

/** The columns of an application with its job's name and its CV's size and type. */
export const applicationColumns = {
  id: jobApplication.id,
  jobId: jobApplication.jobId,
  jobName: job.name,
  userId: jobApplication.userId,
  firstName: jobApplication.firstName,
  lastName: jobApplication.lastName,
  email: jobApplication.email,
  phone: jobApplication.phone,
  message: jobApplication.message,
  status: jobApplication.status,
  createdAt: jobApplication.createdAt,
  updatedAt: jobApplication.updatedAt,
  cvSize: storedFile.size,
  cvType: storedFile.mimeType,
  ...candidateCvColumns(jobApplication.userId),
};

export const applicationsQuery = (db: Db) =>
  db
    .select(applicationColumns)
    .from(jobApplication)
    .innerJoin(job, eq(job.id, jobApplication.jobId))
    .leftJoin(storedFile, eq(storedFile.id, jobApplication.fileId));

type Row = Awaited<ReturnType<ReturnType<typeof applicationsQuery>['execute']>>[number];

export const toAdminApplication = ({ cvToken, cvFileId, ...r }: Row): AdminApplication => ({
  ...r,
  candidateCv: candidateCvOf({ cvToken, cvFileId }),
  status: r.status as ApplicationStatus,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  hasCv: r.cvSize !== null,
  cvSize: r.cvSize,
  cvType: r.cvType,
});

/** The columns that say whether a job takes applications (`requireOpenForApplications`). */
export const openForApplicationsColumns = {
  status: job.status,
  available: job.available,
  validThrough: job.validThrough,
};

/**
 * A job one can apply for (or be invited to, ADR 122): published, available and not past its end;
 * else 404 for no job, 400 `job_application_unavailable` for one that is taken, unpublished or expired.
 */
export function requireOpenForApplications<
  T extends { status: string; available: boolean; validThrough: Date | null },
>(target: T | undefined, now: Date): asserts target is T {
  if (!target) throw new AppError('NOT_FOUND');
  if (
    target.status !== 'published' ||
    !target.available ||
    (target.validThrough && target.validThrough < now)
  )
    throw new AppError('job_application_unavailable');
}
