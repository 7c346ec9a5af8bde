import { and, eq, sql } from 'drizzle-orm';
import { cvSections, type CvDocument, type CvSection, type CvSectionVersions } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import {
  cvCertificate,
  cvContent,
  cvEducation,
  cvEmployment,
  cvLanguage,
  cvReference,
  cvSectionVersion,
  cvTechnology,
} from '../../db/schema/cv.ts';
import { AppError } from '../shared/app-error.ts';
import { dateIn, expertiseIdsByName, storedText, YEARS_STORED } from './cv-rows.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An entry's period as its columns: each end's date, whether a month is given, whether a year alone. */
function periodColumns(entry: { from: string | null; to: string | null }) {
  const [fromDate, fromMonth, fromYear] = dateIn(entry.from);
  const [toDate, toMonth, toYear] = dateIn(entry.to);
  return { fromDate, fromMonth, fromYear, toDate, toMonth, toYear };
}

/**
 * The catalogue ids of the technologies of `technologies`, by lower-case name; a name the catalogue
 * lacks is a field error of its entry (`technologies.N.name`).
 */
export async function catalogIdsOf(
  db: Db,
  technologies: CvDocument['technologies'],
): Promise<Map<string, number>> {
  const ids = await expertiseIdsByName(
    db,
    technologies.map((t) => t.name),
  );
  const unknown: Record<string, string[]> = {};
  technologies.forEach((t, i) => {
    if (!ids.has(t.name.toLowerCase())) unknown[`technologies.${i}.name`] = ['validation.technologyUnknown'];
  });
  if (Object.keys(unknown).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: unknown });
  return ids;
}

/**
 * Replaces the stored rows of one section of `userId`'s CV with the section's fields of `cv`
 * (entries in the order given). `ids`: the catalogue ids of the technologies (`catalogIdsOf`).
 */
export async function writeCvSection(
  tx: Tx,
  userId: string,
  section: CvSection,
  cv: Partial<CvDocument>,
  ids: Map<string, number>,
  now: Date,
): Promise<void> {
  switch (section) {
    case 'basic': {
      const content = { position: storedText(cv.position), bio: storedText(cv.bio), updatedAt: now };
      await tx
        .insert(cvContent)
        .values({ userId, ...content })
        .onConflictDoUpdate({ target: cvContent.userId, set: content });
      return;
    }
    case 'employments':
      await tx.delete(cvEmployment).where(eq(cvEmployment.userId, userId));
      if (cv.employments?.length)
        await tx.insert(cvEmployment).values(
          cv.employments.map((e, sortOrder) => {
            const period = periodColumns(e);
            return {
              userId,
              company: e.company,
              position: storedText(e.position)!,
              ...period,
              fromDate: period.fromDate!,
              description: storedText(e.description),
              technologies: e.technologies,
              confidential: e.confidential === true,
              industry: e.industry ?? null,
              sortOrder,
            };
          }),
        );
      break;
    case 'educations':
      await tx.delete(cvEducation).where(eq(cvEducation.userId, userId));
      if (cv.educations?.length)
        await tx.insert(cvEducation).values(
          cv.educations.map((e, sortOrder) => {
            return {
              userId,
              diploma: storedText(e.diploma)!,
              school: storedText(e.school)!,
              faculty: storedText(e.faculty),
              ...periodColumns(e),
              description: storedText(e.description),
              sortOrder,
            };
          }),
        );
      break;
    case 'references':
      await tx.delete(cvReference).where(eq(cvReference.userId, userId));
      if (cv.references?.length)
        await tx.insert(cvReference).values(
          cv.references.map((r, sortOrder) => ({
            userId,
            link: r.link,
            description: storedText(r.description),
            sortOrder,
          })),
        );
      break;
    case 'certificates':
      await tx.delete(cvCertificate).where(eq(cvCertificate.userId, userId));
      if (cv.certificates?.length)
        await tx.insert(cvCertificate).values(
          cv.certificates.map((r, sortOrder) => ({
            userId,
            name: storedText(r.name)!,
            description: storedText(r.description),
            sortOrder,
          })),
        );
      break;
    case 'languages':
      await tx.delete(cvLanguage).where(eq(cvLanguage.userId, userId));
      if (cv.languages?.length)
        await tx
          .insert(cvLanguage)
          .values(
            cv.languages.map((l, sortOrder) => ({ userId, language: l.language, level: l.level, sortOrder })),
          );
      break;
    case 'technologies':
      await tx.delete(cvTechnology).where(eq(cvTechnology.userId, userId));
      if (cv.technologies?.length)
        await tx.insert(cvTechnology).values(
          cv.technologies.map((t, sortOrder) => ({
            userId,
            expertiseId: ids.get(t.name.toLowerCase())!,
            years: YEARS_STORED[t.years],
            specialization: t.specialization,
            sortOrder,
          })),
        );
      break;
  }
  // Every section but the basic one (whose row carries its own) marks the CV as changed.
  await tx
    .insert(cvContent)
    .values({ userId, updatedAt: now })
    .onConflictDoUpdate({ target: cvContent.userId, set: { updatedAt: now } });
}

/**
 * Raises the stored version of `section` by one and answers the new one. With `expected`, only when
 * the stored version is still `expected` (a section never saved is at 0); else CV_SECTION_STALE.
 * The conditional update is one statement, so of two saves of the same version only one wins.
 */
export async function bumpCvSectionVersion(
  tx: Tx,
  userId: string,
  section: CvSection,
  expected?: number,
): Promise<number> {
  await tx.insert(cvSectionVersion).values({ userId, section, version: 0 }).onConflictDoNothing();
  const key = and(eq(cvSectionVersion.userId, userId), eq(cvSectionVersion.section, section));
  const [row] = await tx
    .update(cvSectionVersion)
    .set({ version: sql`${cvSectionVersion.version} + 1` })
    .where(expected === undefined ? key : and(key, eq(cvSectionVersion.version, expected)))
    .returning({ version: cvSectionVersion.version });
  if (!row) throw new AppError('CV_SECTION_STALE');
  return row.version;
}

/** The stored version of every section of `userId`'s CV (0 for one never saved). */
export async function cvSectionVersionsOf(db: Db | Tx, userId: string): Promise<CvSectionVersions> {
  const rows = await db
    .select({ section: cvSectionVersion.section, version: cvSectionVersion.version })
    .from(cvSectionVersion)
    .where(eq(cvSectionVersion.userId, userId));
  const versions = Object.fromEntries(cvSections.map((s) => [s, 0])) as CvSectionVersions;
  for (const row of rows) if (row.section in versions) versions[row.section as CvSection] = row.version;
  return versions;
}
