import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { extraRequest } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminExtraRequest, ExtraRequestStatus } from '../../contracts/admin.ts';

type Row = typeof extraRequest.$inferSelect;

/** Extra requests with the names and statuses of their matched jobs (one query for all). */
export async function toAdminExtraRequests(db: Db, rows: Row[]): Promise<AdminExtraRequest[]> {
  const ids = [...new Set(rows.flatMap((r) => r.matchedJobIds))];
  const jobs = ids.length
    ? await db
        .select({ id: job.id, name: job.name, status: job.status })
        .from(job)
        .where(inArray(job.id, ids))
    : [];
  const byId = new Map(jobs.map((j) => [j.id, j]));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    project: r.project,
    technologies: r.technologies,
    preferredTechnologies: r.preferredTechnologies,
    startDate: r.startDate ? String(r.startDate).slice(0, 10) : null,
    question: r.question,
    seniority: r.seniority,
    matchedJobs: r.matchedJobIds.flatMap((id) => {
      const j = byId.get(id);
      return j ? [j] : [];
    }),
    status: r.status as ExtraRequestStatus,
    language: r.language,
    createdAt: r.createdAt.toISOString(),
  }));
}
