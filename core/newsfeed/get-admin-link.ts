import { eq } from 'drizzle-orm';
import type { AdminLink } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toAdminLink } from './link-record.ts';

/** One link, published or not (admin); NOT_FOUND when there is none. */
export async function getAdminLink({ db, id }: { db: Db; id: number }): Promise<AdminLink> {
  const [row] = await db.select().from(newsfeedLink).where(eq(newsfeedLink.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminLink(row);
}
