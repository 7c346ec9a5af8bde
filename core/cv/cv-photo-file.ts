import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cvContent, cvSettings } from '../../db/schema/cv.ts';
import { storedFile } from '../../db/schema/files.ts';
import type { FileStore } from '../shared/ports.ts';

/** The stored photo of a CV's owner, if any. */
export async function cvPhotoFileOf(
  db: Db,
  by: { userId: string } | { token: string },
): Promise<{ id: string; storageKey: string; mimeType: string } | undefined> {
  const columns = { id: storedFile.id, storageKey: storedFile.storageKey, mimeType: storedFile.mimeType };
  const [row] =
    'userId' in by
      ? await db
          .select(columns)
          .from(cvContent)
          .innerJoin(storedFile, eq(storedFile.id, cvContent.photoFileId))
          .where(eq(cvContent.userId, by.userId))
      : await db
          .select(columns)
          .from(cvSettings)
          .innerJoin(cvContent, eq(cvContent.userId, cvSettings.userId))
          .innerJoin(storedFile, eq(storedFile.id, cvContent.photoFileId))
          .where(eq(cvSettings.token, by.token));
  return row;
}

/** Deletes a photo that no CV points to any more: its row and its bytes. */
export async function deleteCvPhotoFile(
  db: Db,
  files: FileStore,
  photo: { id: string; storageKey: string },
): Promise<void> {
  await db.delete(storedFile).where(eq(storedFile.id, photo.id));
  await files.delete(photo.storageKey);
}
