import type { Db } from '../../db/client.ts';
import { cvContent } from '../../db/schema/cv.ts';
import { storeImage } from '../files/store-image.ts';
import type { FileStore, ImageProcessor } from '../shared/ports.ts';
import { cvPhotoFileOf, deleteCvPhotoFile } from './cv-photo-file.ts';
import { requireCandidate } from './require-candidate.ts';

/** The largest side of a stored CV photo, in pixels. */
export const CV_PHOTO_MAX_SIDE = 800;

/**
 * Sets the photo of the candidate's CV: at most 5 MB, JPEG, PNG or WebP by its content, re-encoded
 * as JPEG (metadata stripped; the PDF renderer reads JPEG) within 800 × 800. The previous photo's file
 * is deleted. A refusal is a field error of `file` and keeps the previous photo.
 */
export async function replaceCvPhoto({
  db,
  files,
  images,
  userId,
  bytes,
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  userId: string;
  bytes: Uint8Array;
}): Promise<void> {
  await requireCandidate(db, userId);
  const stored = await storeImage({
    db,
    files,
    images,
    ownerUserId: userId,
    kind: 'cv-photo',
    bytes,
    field: 'file',
    maxWidth: CV_PHOTO_MAX_SIDE,
    maxHeight: CV_PHOTO_MAX_SIDE,
    format: 'jpeg',
  });
  const previous = await cvPhotoFileOf(db, { userId });
  await db
    .insert(cvContent)
    .values({ userId, photoFileId: stored.id })
    .onConflictDoUpdate({ target: cvContent.userId, set: { photoFileId: stored.id, updatedAt: new Date() } });
  if (previous) await deleteCvPhotoFile(db, files, previous);
}
