import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cvContent } from '../../db/schema/cv.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf, deleteCvPhotoFile } from './cv-photo-file.ts';
import { requireCandidate } from './require-candidate.ts';

/**
 * Removes the candidate's uploaded CV document and deletes its file (nothing to do without one).
 * Applications sent with it keep their own copy.
 */
export async function removeCvFile({ db, files, userId }: { db: Db; files: FileStore; userId: string }) {
  await requireCandidate(db, userId);
  const file = await cvPhotoFileOf(db, { userId }, 'upload');
  if (!file) return;
  await db
    .update(cvContent)
    .set({ uploadedCvFileId: null, updatedAt: new Date() })
    .where(eq(cvContent.userId, userId));
  await deleteCvPhotoFile(db, files, file);
}
