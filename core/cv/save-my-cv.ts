import { cvSections, type CvDocument } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { loadCvDocument } from './cv-rows.ts';
import { bumpCvSectionVersion, catalogIdsOf, writeCvSection } from './cv-section-writes.ts';
import { requireCandidate } from './require-candidate.ts';

/**
 * Replaces the signed-in candidate's CV content with `document` (validated by `cvDocumentSchema`)
 * in one transaction; entries keep the order they are sent in. Technologies must be in the catalogue.
 * Every section's version is raised, so an editor still holding an older one is told (ADR 115).
 */
export async function saveMyCv({
  db,
  userId,
  document,
}: {
  db: Db;
  userId: string;
  document: CvDocument;
}): Promise<CvDocument> {
  await requireCandidate(db, userId);
  const ids = await catalogIdsOf(db, document.technologies);
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const section of cvSections) {
      await writeCvSection(tx, userId, section, document, ids, now);
      await bumpCvSectionVersion(tx, userId, section);
    }
  });
  return (await loadCvDocument(db, userId)).document;
}
