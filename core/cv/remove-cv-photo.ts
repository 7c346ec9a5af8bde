import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cvContent } from '../../db/schema/cv.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf, deleteCvPhotoFile } from './cv-photo-file.ts';
import { requireCandidate } from './require-candidate.ts';

/** Removes the photo from the candidate's CV and deletes its file (nothing to do without one). */
export async function removeCvPhoto({ db, files, userId }: { db: Db; files: FileStore; userId: string }) {
  await requireCandidate(db, userId);
  const photo = await cvPhotoFileOf(db, { userId });
  if (!photo) return;
  await db
    .update(cvContent)
    .set({ photoFileId: null, updatedAt: new Date() })
    .where(eq(cvContent.userId, userId));
  await deleteCvPhotoFile(db, files, photo);
}
