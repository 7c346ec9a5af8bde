import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cvContent, cvSettings } from '../../db/schema/cv.ts';
import { storedFile } from '../../db/schema/files.ts';
import type { FileStore } from '../shared/ports.ts';

/** The files a CV points to: its photo and the candidate's own uploaded CV document. */
const slots = { photo: cvContent.photoFileId, upload: cvContent.uploadedCvFileId };
export type CvFileSlot = keyof typeof slots;

/** A stored file of a CV's owner (the photo unless another slot is named), if any. */
export async function cvPhotoFileOf(
  db: Db,
  by: { userId: string } | { token: string },
  slot: CvFileSlot = 'photo',
): Promise<{ id: string; storageKey: string; mimeType: string; name: string; size: number } | undefined> {
  const columns = {
    id: storedFile.id,
    storageKey: storedFile.storageKey,
    mimeType: storedFile.mimeType,
    name: storedFile.originalName,
    size: storedFile.size,
  };
  const [row] =
    'userId' in by
      ? await db
          .select(columns)
          .from(cvContent)
          .innerJoin(storedFile, eq(storedFile.id, slots[slot]))
          .where(eq(cvContent.userId, by.userId))
      : await db
          .select(columns)
          .from(cvSettings)
          .innerJoin(cvContent, eq(cvContent.userId, cvSettings.userId))
          .innerJoin(storedFile, eq(storedFile.id, slots[slot]))
          .where(eq(cvSettings.token, by.token));
  return row;
}

/** Deletes a CV file (photo or uploaded CV) that no CV points to any more: its row and its bytes. */
export async function deleteCvPhotoFile(
  db: Db,
  files: FileStore,
  photo: { id: string; storageKey: string },
): Promise<void> {
  await db.delete(storedFile).where(eq(storedFile.id, photo.id));
  await files.delete(photo.storageKey);
}
