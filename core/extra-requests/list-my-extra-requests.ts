import { desc, eq } from 'drizzle-orm';
import type { MyExtraRequest, Seniority, extraRequestStatuses } from '../../contracts/extra-requests.ts';
import type { Db } from '../../db/client.ts';
import { extraRequest } from '../../db/schema/forms.ts';

/** The extra requests a signed-in user sent, newest first. */
export async function listMyExtraRequests({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<MyExtraRequest[]> {
  const rows = await db
    .select({
      id: extraRequest.id,
      createdAt: extraRequest.createdAt,
      project: extraRequest.project,
      technologies: extraRequest.technologies,
      seniority: extraRequest.seniority,
      startDate: extraRequest.startDate,
      status: extraRequest.status,
    })
    .from(extraRequest)
    .where(eq(extraRequest.userId, userId))
    .orderBy(desc(extraRequest.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    seniority: r.seniority as Seniority,
    status: r.status as (typeof extraRequestStatuses)[number],
  }));
}
