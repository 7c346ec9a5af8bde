import { eq } from 'drizzle-orm';
import type { CvDocument } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import {
  cvCertificate,
  cvContent,
  cvEducation,
  cvEmployment,
  cvLanguage,
  cvReference,
  cvTechnology,
} from '../../db/schema/cv.ts';
import { AppError } from '../shared/app-error.ts';
import { dateIn, expertiseIdsByName, loadCvDocument, storedText, YEARS_STORED } from './cv-rows.ts';
import { requireCandidate } from './require-candidate.ts';

/**
 * Replaces the signed-in candidate's CV content with `document` (validated by `cvDocumentSchema`)
 * in one transaction; entries keep the order they are sent in. Technologies must be in the catalogue.
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
  const ids = await expertiseIdsByName(
    db,
    document.technologies.map((t) => t.name),
  );
  const unknown: Record<string, string[]> = {};
  document.technologies.forEach((t, i) => {
    if (!ids.has(t.name.toLowerCase())) unknown[`technologies.${i}.name`] = ['validation.technologyUnknown'];
  });
  if (Object.keys(unknown).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: unknown });
  const now = new Date();
  await db.transaction(async (tx) => {
    const content = {
      position: storedText(document.position),
      bio: storedText(document.bio),
      updatedAt: now,
    };
    await tx
      .insert(cvContent)
      .values({ userId, ...content })
      .onConflictDoUpdate({ target: cvContent.userId, set: content });
    for (const table of [cvEmployment, cvEducation, cvReference, cvCertificate, cvLanguage, cvTechnology])
      await tx.delete(table).where(eq(table.userId, userId));
    if (document.employments.length)
      await tx.insert(cvEmployment).values(
        document.employments.map((e, sortOrder) => {
          const [fromDate, fromMonth, fromYear] = dateIn(e.from);
          const [toDate, toMonth, toYear] = dateIn(e.to);
          return {
            userId,
            company: e.company,
            position: storedText(e.position)!,
            fromDate: fromDate!,
            fromMonth,
            fromYear,
            toDate,
            toMonth,
            toYear,
            description: storedText(e.description),
            technologies: e.technologies,
            sortOrder,
          };
        }),
      );
    if (document.educations.length)
      await tx.insert(cvEducation).values(
        document.educations.map((e, sortOrder) => {
          const [fromDate, fromMonth, fromYear] = dateIn(e.from);
          const [toDate, toMonth, toYear] = dateIn(e.to);
          return {
            userId,
            diploma: storedText(e.diploma)!,
            school: storedText(e.school)!,
            faculty: storedText(e.faculty),
            fromDate,
            fromMonth,
            fromYear,
            toDate,
            toMonth,
            toYear,
            description: storedText(e.description),
            sortOrder,
          };
        }),
      );
    if (document.references.length)
      await tx.insert(cvReference).values(
        document.references.map((r, sortOrder) => ({
          userId,
          link: r.link,
          description: storedText(r.description),
          sortOrder,
        })),
      );
    if (document.certificates.length)
      await tx.insert(cvCertificate).values(
        document.certificates.map((r, sortOrder) => ({
          userId,
          name: storedText(r.name)!,
          description: storedText(r.description),
          sortOrder,
        })),
      );
    if (document.languages.length)
      await tx.insert(cvLanguage).values(
        document.languages.map((l, sortOrder) => ({
          userId,
          language: l.language,
          level: l.level,
          sortOrder,
        })),
      );
    if (document.technologies.length)
      await tx.insert(cvTechnology).values(
        document.technologies.map((t, sortOrder) => ({
          userId,
          expertiseId: ids.get(t.name.toLowerCase())!,
          years: YEARS_STORED[t.years],
          specialization: t.specialization,
          sortOrder,
        })),
      );
  });
  return (await loadCvDocument(db, userId)).document;
}
