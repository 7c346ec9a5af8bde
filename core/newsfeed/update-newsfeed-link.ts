import { eq } from 'drizzle-orm';
import type { AdminLink, LinkUpdate } from '../../contracts/newsfeed.ts';
import type { Db } from '../../db/client.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore } from '../shared/ports.ts';
import { toAdminLink } from './link-record.ts';
import { deleteStoredImages } from './link-images.ts';

/** An admin edits a link's preview: title, site name, description, language; removes its image or icon. */
export async function updateNewsfeedLink({
  id,
  changes,
  ...deps
}: {
  db: Db;
  files: FileStore;
  id: number;
  changes: LinkUpdate;
}): Promise<AdminLink> {
  const [current] = await deps.db.select().from(newsfeedLink).where(eq(newsfeedLink.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  const [row] = await deps.db
    .update(newsfeedLink)
    .set({
      title: changes.title,
      siteName: changes.siteName ?? null,
      description: changes.description ?? null,
      language: changes.language,
      ...(changes.keepImage ? {} : { images: [] }),
      ...(changes.keepFavicon ? {} : { favicons: [] }),
    })
    .where(eq(newsfeedLink.id, id))
    .returning();
  await deleteStoredImages(deps, [
    ...(changes.keepImage ? [] : current.images),
    ...(changes.keepFavicon ? [] : current.favicons),
  ]);
  return toAdminLink(row!);
}
