import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC_IMAGE_KINDS } from '../../contracts/media.ts';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/index.ts';
import type { FileStore } from '../shared/ports.ts';

/** A stored image that anyone may see (event, blog and link images); undefined for anything else. */
export async function readPublicImage({
  db,
  files,
  id,
}: {
  db: Db;
  files: FileStore;
  id: string;
}): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
  const [row] = await db
    .select({ key: storedFile.storageKey, mimeType: storedFile.mimeType })
    .from(storedFile)
    .where(and(eq(storedFile.id, id), inArray(storedFile.kind, [...PUBLIC_IMAGE_KINDS])));
  if (!row) return undefined;
  const bytes = await files.get(row.key);
  return bytes ? { bytes, mimeType: row.mimeType } : undefined;
}
