import { and, eq } from 'drizzle-orm';
import type { NewsfeedLink } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toNewsfeedLink } from './link-record.ts';

/** One published link; NOT_FOUND for unknown and unpublished ones. */
export async function getNewsfeedLink({ db, id }: { db: Db; id: number }): Promise<NewsfeedLink> {
  const [row] = await db
    .select()
    .from(newsfeedLink)
    .where(and(eq(newsfeedLink.id, id), eq(newsfeedLink.published, true)));
  if (!row) throw new AppError('NOT_FOUND');
  return toNewsfeedLink(row);
}
