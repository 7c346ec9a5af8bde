import { desc, eq } from 'drizzle-orm';
import type { ApplicationStatus, MyApplication } from '../../contracts/applications.ts';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { storedFile } from '../../db/schema/files.ts';
import { job } from '../../db/schema/jobs.ts';

/** The candidate's own applications, newest first, with the job and the status the company set. */
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
    })
    .from(jobApplication)
    .innerJoin(job, eq(job.id, jobApplication.jobId))
    .leftJoin(storedFile, eq(storedFile.id, jobApplication.fileId))
    .where(eq(jobApplication.userId, userId))
    .orderBy(desc(jobApplication.createdAt), desc(jobApplication.id));
  return rows.map((r) => ({
    ...r,
    status: r.status as ApplicationStatus,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    cvName: r.cvName ?? null,
  }));
}
