import { inArray } from 'drizzle-orm';
import { IMAGE_MAX_BYTES } from '../../contracts/media.ts';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/index.ts';
import { storeImage } from '../files/store-image.ts';
import type { FileStore, ImageProcessor, LinkFetcher } from '../shared/ports.ts';

/** What downloading and storing a link's images needs. */
export interface LinkImageDeps {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  fetcher: LinkFetcher;
}

/** How many candidates of each kind are tried (each download has the fetcher's 5 s). */
const CANDIDATES = 2;

/**
 * Downloads the first usable image of `urls` once, through the guarded fetcher, and stores it
 * re-encoded as a public `kind` image (served at /media/{id}); undefined when none could be used.
 * Visitors never load the third-party address.
 */
export async function storeFirstImage(
  deps: LinkImageDeps,
  {
    urls,
    kind,
    box,
    format,
  }: { urls: string[]; kind: 'link-image' | 'link-icon'; box: number[]; format: 'webp' | 'png' },
): Promise<string | undefined> {
  for (const url of urls.slice(0, CANDIDATES)) {
    try {
      const bytes = await deps.fetcher.downloadImage(url, { maxBytes: IMAGE_MAX_BYTES });
      const stored = await storeImage({
        db: deps.db,
        files: deps.files,
        images: deps.images,
        ownerUserId: null,
        kind,
        bytes,
        field: 'url',
        maxWidth: box[0]!,
        maxHeight: box[1]!,
        format,
      });
      return stored.id;
    } catch {
      // Not an image, too large, unreachable: try the next candidate.
    }
  }
  return undefined;
}

/** Deletes stored link images (their rows and bytes). */
export async function deleteStoredImages({ db, files }: { db: Db; files: FileStore }, ids: string[]) {
  if (!ids.length) return;
  const rows = await db
    .delete(storedFile)
    .where(inArray(storedFile.id, ids))
    .returning({ key: storedFile.storageKey });
  await Promise.all(rows.map((r) => files.delete(r.key)));
}
