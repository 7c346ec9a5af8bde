import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore } from '../shared/ports.ts';
import { deleteStoredImages } from './link-images.ts';

/** Deletes a link with its stored image and icon. */
export async function deleteNewsfeedLink({ id, ...deps }: { db: Db; files: FileStore; id: number }) {
  const [row] = await deps.db.delete(newsfeedLink).where(eq(newsfeedLink.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  await deleteStoredImages(deps, [...row.images, ...row.favicons]);
}
