import { eq } from 'drizzle-orm';
import type { CvLanguage } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { clientCvConsent } from '../../db/schema/client-cv.ts';
import { AppError } from '../shared/app-error.ts';
import type { ClientCvLabels } from './anonymise-cv.ts';
import { buildClientCv, consentStatusOf, consentTokenHash, isConsentToken } from './client-cv-rows.ts';

/**
 * The request behind a consent link: NOT_FOUND for a token that was never issued (a forged one),
 * LINK_USED (410) for one that was answered, replaced by a newer request or expired.
 */
export async function consentRequestOf(db: Db, token: string, now: Date) {
  if (!isConsentToken(token)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(clientCvConsent)
    .where(eq(clientCvConsent.tokenHash, consentTokenHash(token)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state !== 'requested' || row.answeredAt || row.expiresAt <= now) throw new AppError('LINK_USED');
  return row;
}

/**
 * The consent page of a link (ADR 112): the client CV exactly as a client would get it, in
 * `language` (else the CV's primary one), and the text version the answer will record.
 */
export async function getClientCvConsentPage({
  db,
  token,
  language,
  labels,
  today,
  now = new Date(),
}: {
  db: Db;
  token: string;
  language?: CvLanguage | undefined;
  labels: (language: CvLanguage) => ClientCvLabels;
  today: string;
  now?: Date;
}) {
  const row = await consentRequestOf(db, token, now);
  const preview = await buildClientCv({ db, userId: row.userId, language, labels, today });
  return { consent: consentStatusOf(row)!, expiresAt: row.expiresAt.toISOString(), ...preview };
}
