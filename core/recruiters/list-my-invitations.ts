import { and, desc, eq } from 'drizzle-orm';
import type { MyInvitation } from '../../contracts/recruiters.ts';
import type { Db } from '../../db/client.ts';
import { jobApplication, jobInvitation } from '../../db/schema/candidates.ts';
import { job } from '../../db/schema/jobs.ts';

/** The invitations to apply a candidate got from recruiters (ADR 122), newest first, and whether they applied. */
export async function listMyInvitations({ db, userId }: { db: Db; userId: string }): Promise<MyInvitation[]> {
  const rows = await db
    .select({
      jobId: job.id,
      jobName: job.name,
      partner: job.partner,
      city: job.city,
      invitedAt: jobInvitation.createdAt,
      appliedAt: jobApplication.createdAt,
    })
    .from(jobInvitation)
    .innerJoin(job, eq(job.id, jobInvitation.jobId))
    .leftJoin(
      jobApplication,
      and(eq(jobApplication.jobId, jobInvitation.jobId), eq(jobApplication.userId, jobInvitation.userId)),
    )
    .where(eq(jobInvitation.userId, userId))
    .orderBy(desc(jobInvitation.createdAt), desc(jobInvitation.id))
    .limit(100);
  return rows.map((r) => ({
    ...r,
    invitedAt: r.invitedAt.toISOString(),
    appliedAt: r.appliedAt?.toISOString() ?? null,
  }));
}
