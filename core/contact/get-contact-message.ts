import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessage } from '../../db/schema/forms.ts';
import type { AdminContact } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';

/** One message of the contact forms; NOT_FOUND when there is none. */
export async function getContactMessage({ db, id }: { db: Db; id: number }): Promise<AdminContact> {
  const [row] = await db.select().from(contactMessage).where(eq(contactMessage.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
