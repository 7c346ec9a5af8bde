import { eq } from 'drizzle-orm';
import { otherCvLanguage, type CvLanguage, type CvPrivacy, type SharedCv } from '../../contracts/cv.ts';
import { cvInLanguage, cvTextLanguages } from '../../contracts/cv-sheet.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { AppError } from '../shared/app-error.ts';
import { computeExperience } from './compute-experience.ts';
import { isCvUnlocked } from './cv-password.ts';
import { loadCvDocument } from './cv-rows.ts';

/** Who asks for a shared CV. */
export interface CvViewer {
  userId: string | null;
  isAdmin: boolean;
  /** The value of the CV's unlock cookie, when the browser sent one. */
  unlock?: string | undefined;
}

/** The share settings behind a token, or NOT_FOUND. */
export async function findSharedCv(db: Db, token: string) {
  const [row] = await db.select().from(cvSettings).where(eq(cvSettings.token, token));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A CV by its share token as `viewer` may see it (docs/product/entities.md, docs/product/states.md): public to anyone, registered to any
 * signed-in user, private to the owner and admins, password to those and to a browser that unlocked
 * it. Refusals carry no content: 401 (sign in, or CV_PASSWORD_REQUIRED), 403 (private), 404.
 * The CV comes in `language` (else its primary language): every free text in that language, or in
 * the other one where it has no version (ADR 110).
 */
export async function viewSharedCv({
  db,
  token,
  viewer,
  language: asked,
  today,
}: {
  db: Db;
  token: string;
  viewer: CvViewer;
  language?: CvLanguage | undefined;
  /** `YYYY-MM-DD` in Europe/Bratislava, where "present" ends. */
  today: string;
}): Promise<SharedCv> {
  const settings = await findSharedCv(db, token);
  const isOwner = viewer.userId === settings.userId;
  const privacy = settings.privacy as CvPrivacy;
  if (!isOwner && !viewer.isAdmin) {
    if (privacy === 'registered' && !viewer.userId) throw new AppError('UNAUTHORIZED');
    if (privacy === 'private') throw new AppError(viewer.userId ? 'FORBIDDEN' : 'UNAUTHORIZED');
    if (
      privacy === 'password' &&
      !(settings.passwordHash && isCvUnlocked(token, settings.passwordHash, viewer.unlock))
    )
      throw new AppError('CV_PASSWORD_REQUIRED');
  }
  const [person] = await db
    .select({
      firstName: candidateProfile.firstName,
      lastName: candidateProfile.lastName,
      phone: candidateProfile.phone,
      city: candidateProfile.city,
      email: user.email,
    })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(eq(candidateProfile.userId, settings.userId));
  if (!person) throw new AppError('NOT_FOUND');
  const { document, updatedAt, photoFileId } = await loadCvDocument(db, settings.userId);
  const primaryLanguage = settings.language as CvLanguage;
  const language = asked ?? primaryLanguage;
  const languages = cvTextLanguages(document);
  const other = otherCvLanguage(language);
  return {
    language,
    primaryLanguage,
    languages,
    secondLanguage: languages.includes(other) ? other : null,
    privacy,
    person: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: settings.contactVisible ? person.email : null,
      phone: settings.contactVisible ? person.phone : null,
      city: person.city,
    },
    photoUrl: photoFileId ? `/api/cv/${token}/photo` : null,
    cv: cvInLanguage(document, language),
    experience: settings.graphVisible ? computeExperience(document.employments, today) : null,
    updatedAt: (updatedAt ?? settings.updatedAt).toISOString(),
    isOwner,
  };
}
