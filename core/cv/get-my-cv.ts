import type { CvDocument } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { requireCandidate } from './require-candidate.ts';
import { loadCvDocument } from './cv-rows.ts';

/** The signed-in candidate's CV content (empty sections before anything is saved). */
export async function getMyCv({ db, userId }: { db: Db; userId: string }): Promise<CvDocument> {
  await requireCandidate(db, userId);
  return (await loadCvDocument(db, userId)).document;
}
