import { cvSectionFields, type CvDocument, type CvSection, type CvSectionValue } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { loadCvDocument } from './cv-rows.ts';
import { bumpCvSectionVersion, catalogIdsOf, writeCvSection } from './cv-section-writes.ts';
import { requireCandidate } from './require-candidate.ts';

/**
 * Replaces one section of the signed-in candidate's CV (validated by `cvSectionInputSchema`), leaving
 * the others as they are stored: two tabs saving different sections do not overwrite each other.
 * With `version` (what the editor loaded), a section saved since is refused with CV_SECTION_STALE
 * and nothing changes (ADR 115). Answers the stored section and its new version.
 */
export async function saveMyCvSection<S extends CvSection>({
  db,
  userId,
  section,
  value,
  version,
}: {
  db: Db;
  userId: string;
  section: S;
  value: CvSectionValue<S>;
  version?: number | undefined;
}): Promise<CvSectionValue<S> & { version: number }> {
  await requireCandidate(db, userId);
  const cv = value as Partial<CvDocument>;
  const ids = section === 'technologies' ? await catalogIdsOf(db, cv.technologies ?? []) : new Map();
  const saved = await db.transaction(async (tx) => {
    const next = await bumpCvSectionVersion(tx, userId, section, version);
    await writeCvSection(tx, userId, section, cv, ids, new Date());
    return next;
  });
  const { document } = await loadCvDocument(db, userId);
  const fields = Object.fromEntries(cvSectionFields[section].map((field) => [field, document[field]]));
  return { ...(fields as CvSectionValue<S>), version: saved };
}
