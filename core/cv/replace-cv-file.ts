import type { Db } from '../../db/client.ts';
import { cvContent } from '../../db/schema/cv.ts';
import { storeDocument } from '../files/store-document.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf, deleteCvPhotoFile } from './cv-photo-file.ts';
import { requireCandidate } from './require-candidate.ts';

/**
 * Sets the candidate's own uploaded CV document next to the builder's CV: the same checks as an
 * application's CV (PDF, DOC, DOCX or ODT by content, at most 10 MB, zip bombs refused), stored
 * under the detected type's extension. The previous file is deleted; a refusal keeps it.
 */
export async function replaceCvFile({
  db,
  files,
  userId,
  originalName,
  bytes,
}: {
  db: Db;
  files: FileStore;
  userId: string;
  originalName: string;
  bytes: Uint8Array;
}): Promise<{ name: string; size: number; mimeType: string }> {
  await requireCandidate(db, userId);
  const stored = await storeDocument({
    db,
    files,
    ownerUserId: userId,
    kind: 'cv-file',
    originalName,
    bytes,
  });
  const previous = await cvPhotoFileOf(db, { userId }, 'upload');
  await db
    .insert(cvContent)
    .values({ userId, uploadedCvFileId: stored.id })
    .onConflictDoUpdate({
      target: cvContent.userId,
      set: { uploadedCvFileId: stored.id, updatedAt: new Date() },
    });
  if (previous) await deleteCvPhotoFile(db, files, previous);
  return { name: stored.name, size: stored.size, mimeType: stored.mimeType };
}
