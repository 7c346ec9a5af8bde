import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { clientCvGeneration } from '../../db/schema/client-cv.ts';
import { job } from '../../db/schema/jobs.ts';

/** The client CVs made of a candidate, newest first: when, by which admin, for which job, which file. */
export async function listClientCvGenerations({ db, userId }: { db: Db; userId: string }) {
  const rows = await db
    .select({
      createdAt: clientCvGeneration.createdAt,
      adminName: user.name,
      adminEmail: user.email,
      jobId: clientCvGeneration.jobId,
      jobName: job.name,
      format: clientCvGeneration.format,
      language: clientCvGeneration.language,
    })
    .from(clientCvGeneration)
    .leftJoin(user, eq(user.id, clientCvGeneration.adminId))
    .leftJoin(job, eq(job.id, clientCvGeneration.jobId))
    .where(eq(clientCvGeneration.userId, userId))
    .orderBy(desc(clientCvGeneration.id))
    .limit(200);
  return rows.map((r) => ({
    createdAt: r.createdAt.toISOString(),
    admin: r.adminName?.trim() || r.adminEmail || null,
    jobId: r.jobId,
    jobName: r.jobName,
    format: r.format as 'pdf' | 'docx',
    language: r.language as 'sk' | 'en',
  }));
}
