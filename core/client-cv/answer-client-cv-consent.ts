import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientCvConsent } from '../../db/schema/client-cv.ts';
import { AppError } from '../shared/app-error.ts';
import { consentStatusOf, consentTokenHash } from './client-cv-rows.ts';
import { consentRequestOf } from './get-client-cv-consent-page.ts';

/**
 * The candidate's answer from the consent link (ADR 112): `given` or `refused`, with its time, once.
 * The link works once: the update only takes an unanswered, unexpired request, so two answers at
 * the same time record one; a forged token is NOT_FOUND, a used one LINK_USED (410).
 */
export async function answerClientCvConsent({
  db,
  token,
  answer,
  now = new Date(),
}: {
  db: Db;
  token: string;
  answer: 'given' | 'refused';
  now?: Date;
}) {
  await consentRequestOf(db, token, now);
  const [row] = await db
    .update(clientCvConsent)
    .set({ state: answer, answeredAt: now })
    .where(
      and(
        eq(clientCvConsent.tokenHash, consentTokenHash(token)),
        eq(clientCvConsent.state, 'requested'),
        isNull(clientCvConsent.answeredAt),
        gt(clientCvConsent.expiresAt, now),
      ),
    )
    .returning();
  // Answered by another request meanwhile.
  if (!row) throw new AppError('LINK_USED');
  return consentStatusOf(row)!;
}
