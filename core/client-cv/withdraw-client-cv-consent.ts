import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientCvConsent } from '../../db/schema/client-cv.ts';
import { consentStatusOf, latestConsent } from './client-cv-rows.ts';

/**
 * The candidate withdraws a consent to client CVs (GDPR Art. 7(3)): from now on no client CV is
 * made of them until they agree to a new request. Their current state when there was nothing to
 * withdraw.
 */
export async function withdrawClientCvConsent({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}) {
  const current = await latestConsent(db, userId);
  if (current?.state !== 'given') return consentStatusOf(current);
  const [row] = await db
    .update(clientCvConsent)
    .set({ state: 'withdrawn', withdrawnAt: now })
    .where(eq(clientCvConsent.id, current.id))
    .returning();
  return consentStatusOf(row);
}
