import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ClientCvConsentState } from '../../contracts/client-cv-values.ts';
import type { CvLanguage } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { clientCvConsent } from '../../db/schema/client-cv.ts';
import { cvSettings } from '../../db/schema/cv.ts';
import { loadCvDocument } from '../cv/cv-rows.ts';
import { computeExperience } from '../cv/compute-experience.ts';
import { AppError } from '../shared/app-error.ts';
import { anonymiseCv, anonymousSheet, type ClientCvLabels } from './anonymise-cv.ts';

/** A consent link's token: 32 random bytes, base64url; only its SHA-256 is stored. */
export const newConsentToken = () => randomBytes(32).toString('base64url');
export const consentTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** What a consent token looks like; anything else is refused before the database is asked. */
export const isConsentToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A candidate's current consent to client CVs: the newest request and its answer, or null. */
export interface ClientCvConsentStatus {
  state: ClientCvConsentState;
  textVersion: string;
  requestedAt: string;
  answeredAt: string | null;
  withdrawnAt: string | null;
}

/** The newest consent row of a candidate (their current state), or undefined. */
export async function latestConsent(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(clientCvConsent)
    .where(eq(clientCvConsent.userId, userId))
    .orderBy(desc(clientCvConsent.id))
    .limit(1);
  return row;
}

export const consentStatusOf = (
  row: typeof clientCvConsent.$inferSelect | undefined,
): ClientCvConsentStatus | null =>
  row
    ? {
        state: row.state as ClientCvConsentState,
        textVersion: row.textVersion,
        requestedAt: row.requestedAt.toISOString(),
        answeredAt: row.answeredAt?.toISOString() ?? null,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      }
    : null;

/** The candidate behind an account: name, contact, language of the portal, CV language; NOT_FOUND without a profile. */
export async function clientCvCandidate(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: candidateProfile.firstName,
      lastName: candidateProfile.lastName,
      phone: candidateProfile.phone,
      city: candidateProfile.city,
      appLanguage: candidateProfile.appLanguage,
      email: user.email,
      cvLanguage: cvSettings.language,
      graphVisible: cvSettings.graphVisible,
    })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .leftJoin(cvSettings, eq(cvSettings.userId, candidateProfile.userId))
    .where(eq(candidateProfile.userId, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A candidate's CV as a client sees it (ADR 112), in `language` (else the CV's primary one): the
 * anonymised texts and the sheet's frame without the person, what the consent page shows and the
 * client CV files render.
 */
export async function buildClientCv({
  db,
  userId,
  language: asked,
  labels,
  today,
}: {
  db: Db;
  userId: string;
  language?: CvLanguage | undefined;
  labels: (language: CvLanguage) => ClientCvLabels;
  today: string;
}) {
  const person = await clientCvCandidate(db, userId);
  const language = asked ?? (person.cvLanguage === 'en' ? 'en' : 'sk');
  const { document, updatedAt } = await loadCvDocument(db, userId);
  const l = labels(language);
  const cv = anonymiseCv({ document, language, person, labels: l });
  const shared = anonymousSheet(
    language,
    l,
    person.graphVisible === false ? null : computeExperience(document.employments, today),
    (updatedAt ?? new Date(0)).toISOString(),
  );
  return { shared, cv, language };
}
