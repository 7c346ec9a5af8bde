import type { CvSectionVersions } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { cvSectionVersionsOf } from './cv-section-writes.ts';
import { requireCandidate } from './require-candidate.ts';

/** The version of each section of the signed-in candidate's CV, as the editor sends it back (ADR 115). */
export async function getMyCvSectionVersions({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<CvSectionVersions> {
  await requireCandidate(db, userId);
  return cvSectionVersionsOf(db, userId);
}
