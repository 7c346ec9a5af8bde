import { and, desc, eq } from 'drizzle-orm';
import type { StoredCv } from '../../contracts/applications.ts';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/files.ts';

/** The CVs the candidate uploaded (newest first), to attach one again without uploading it anew. */
export async function listMyCvs({
  db,
  userId,
  limit = 5,
}: {
  db: Db;
  userId: string;
  limit?: number;
}): Promise<StoredCv[]> {
  const rows = await db
    .select({
      id: storedFile.id,
      name: storedFile.originalName,
      size: storedFile.size,
      uploadedAt: storedFile.createdAt,
    })
    .from(storedFile)
    .where(and(eq(storedFile.ownerUserId, userId), eq(storedFile.kind, 'cv')))
    .orderBy(desc(storedFile.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
}
