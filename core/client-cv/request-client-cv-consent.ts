import { and, eq, isNull } from 'drizzle-orm';
import { CLIENT_CV_CONSENT_DAYS, CLIENT_CV_CONSENT_VERSION } from '../../contracts/client-cv-values.ts';
import { isLocale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { clientCvConsent } from '../../db/schema/client-cv.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';
import {
  clientCvCandidate,
  consentStatusOf,
  consentTokenHash,
  latestConsent,
  newConsentToken,
} from './client-cv-rows.ts';

/**
 * An admin asks a candidate to agree to anonymised client CVs (ADR 112): a new request with a
 * single-use link, e-mailed in the candidate's portal language to a page that shows the client CV
 * and takes the answer. Earlier unanswered links stop working. A candidate who agreed already is not
 * asked again (`sent: false`).
 */
export async function requestClientCvConsent({
  db,
  mail,
  publicUrl,
  adminId,
  userId,
  now = new Date(),
}: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  adminId: string;
  userId: string;
  now?: Date;
}) {
  const candidate = await clientCvCandidate(db, userId);
  const current = await latestConsent(db, userId);
  if (current?.state === 'given') return { sent: false, consent: consentStatusOf(current) };
  const locale = isLocale(candidate.appLanguage) ? candidate.appLanguage : 'sk';
  const token = newConsentToken();
  const consent = await db.transaction(async (tx) => {
    // A newer request replaces an unanswered one: its link no longer works.
    await tx
      .update(clientCvConsent)
      .set({ expiresAt: now })
      .where(
        and(
          eq(clientCvConsent.userId, userId),
          eq(clientCvConsent.state, 'requested'),
          isNull(clientCvConsent.answeredAt),
        ),
      );
    const [row] = await tx
      .insert(clientCvConsent)
      .values({
        userId,
        state: 'requested',
        textVersion: CLIENT_CV_CONSENT_VERSION,
        tokenHash: consentTokenHash(token),
        language: locale,
        requestedBy: adminId,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + CLIENT_CV_CONSENT_DAYS * 86_400_000),
      })
      .returning();
    return row;
  });
  await mail.send({
    template: 'client-cv-consent',
    to: candidate.email,
    locale,
    data: {
      name: `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.email,
      consentUrl: publicUrl + localizePath(locale, `/client-cv/consent/${token}`),
      days: CLIENT_CV_CONSENT_DAYS,
    },
  });
  return { sent: true, consent: consentStatusOf(consent) };
}
