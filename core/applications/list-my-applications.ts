import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationStatus, MyApplication } from '../../contracts/applications.ts';
import type { Db } from '../../db/client.ts';
import { jobApplication, jobInvitation } from '../../db/schema/candidates.ts';
import { applicationTimelines } from './application-timelines.ts';
import { storedFile } from '../../db/schema/files.ts';
import { job } from '../../db/schema/jobs.ts';

/**
 * The candidate's own applications, newest first, with the job, the status the company set, the
 * timeline of its changes and the recruiter's invitation to apply, if there was one (ADR 122).
 */
export async function listMyApplications({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<MyApplication[]> {
  const rows = await db
    .select({
      id: jobApplication.id,
      jobId: jobApplication.jobId,
      jobName: job.name,
      city: job.city,
      partner: job.partner,
      status: jobApplication.status,
      createdAt: jobApplication.createdAt,
      updatedAt: jobApplication.updatedAt,
      cvName: storedFile.originalName,
      invitedAt: jobInvitation.createdAt,
    })
    .from(jobApplication)
    .innerJoin(job, eq(job.id, jobApplication.jobId))
    .leftJoin(storedFile, eq(storedFile.id, jobApplication.fileId))
    .leftJoin(
      jobInvitation,
      and(eq(jobInvitation.jobId, jobApplication.jobId), eq(jobInvitation.userId, jobApplication.userId)),
    )
    .where(eq(jobApplication.userId, userId))
    .orderBy(desc(jobApplication.createdAt), desc(jobApplication.id));
  const timelines = await applicationTimelines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    status: r.status as ApplicationStatus,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    cvName: r.cvName ?? null,
    timeline: timelines.get(r.id) ?? [],
    invitedAt: r.invitedAt?.toISOString() ?? null,
  }));
}
