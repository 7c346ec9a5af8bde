import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extraRequest } from '../../db/schema/forms.ts';
import type { AdminExtraRequest } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { toAdminExtraRequests } from './extra-request-record.ts';

/** One extra request with its matched jobs; NOT_FOUND when there is none. */
export async function getExtraRequest({ db, id }: { db: Db; id: number }): Promise<AdminExtraRequest> {
  const rows = await db.select().from(extraRequest).where(eq(extraRequest.id, id));
  if (!rows[0]) throw new AppError('NOT_FOUND');
  const [request] = await toAdminExtraRequests(db, rows);
  return request!;
}
