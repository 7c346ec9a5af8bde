import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/files.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore } from '../shared/ports.ts';

/**
 * A stored file for download by its owner (or an admin). Anyone else gets NOT_FOUND, the same answer
 * as for an id that does not exist, so ids cannot be probed.
 */
export async function readOwnFile({
  db,
  files,
  fileId,
  userId,
  isAdmin = false,
}: {
  db: Db;
  files: FileStore;
  fileId: string;
  userId: string;
  isAdmin?: boolean;
}): Promise<{ bytes: Uint8Array; mimeType: string; name: string; kind: string }> {
  const [row] = await db.select().from(storedFile).where(eq(storedFile.id, fileId));
  if (!row || (!isAdmin && row.ownerUserId !== userId)) throw new AppError('NOT_FOUND');
  const bytes = await files.get(row.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND');
  return { bytes, mimeType: row.mimeType, name: row.originalName, kind: row.kind };
}
