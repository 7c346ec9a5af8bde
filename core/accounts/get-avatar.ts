import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { storedFile } from '../../db/schema/files.ts';
import type { FileStore } from '../shared/ports.ts';

/** The photo of an account's profile, read from the file store; undefined when there is none. */
export async function getAvatar({
  db,
  files,
  userId,
}: {
  db: Db;
  files: FileStore;
  userId: string;
}): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
  const [row] = await db
    .select({ key: storedFile.storageKey, mimeType: storedFile.mimeType })
    .from(candidateProfile)
    .innerJoin(storedFile, eq(storedFile.id, candidateProfile.avatarFileId))
    .where(eq(candidateProfile.userId, userId));
  if (!row) return undefined;
  const bytes = await files.get(row.key);
  return bytes ? { bytes, mimeType: row.mimeType } : undefined;
}
