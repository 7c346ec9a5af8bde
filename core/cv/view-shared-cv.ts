import { eq } from 'drizzle-orm';
import {
  otherCvLanguage,
  type CvDocument,
  type CvLanguage,
  type CvPrivacy,
  type SharedCv,
} from '../../contracts/cv.ts';
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

/** Whether any free text of the CV has a version in the other language. */
export const hasSecondLanguage = (cv: CvDocument) =>
  [cv, ...cv.employments, ...cv.educations, ...cv.references, ...cv.certificates].some(
    (entry) => 'alt' in entry && entry.alt && Object.values(entry.alt).some(Boolean),
  );

/**
 * A CV by its share token as `viewer` may see it (docs/product/entities.md, docs/product/states.md): public to anyone, registered to any
 * signed-in user, private to the owner and admins, password to those and to a browser that unlocked
 * it. Refusals carry no content: 401 (sign in, or CV_PASSWORD_REQUIRED), 403 (private), 404.
 */
export async function viewSharedCv({
  db,
  token,
  viewer,
  today,
}: {
  db: Db;
  token: string;
  viewer: CvViewer;
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
  const language = settings.language as CvLanguage;
  return {
    language,
    secondLanguage: hasSecondLanguage(document) ? otherCvLanguage(language) : null,
    privacy,
    person: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: settings.contactVisible ? person.email : null,
      phone: settings.contactVisible ? person.phone : null,
      city: person.city,
    },
    photoUrl: photoFileId ? `/api/cv/${token}/photo` : null,
    cv: document,
    experience: settings.graphVisible ? computeExperience(document.employments, today) : null,
    updatedAt: (updatedAt ?? settings.updatedAt).toISOString(),
    isOwner,
  };
}
