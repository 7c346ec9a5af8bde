import type { Db } from '../../db/client.ts';
import { consentStatusOf, latestConsent } from './client-cv-rows.ts';

/** A candidate's current consent to client CVs (their own profile page, the admin's view), or null. */
export async function getClientCvConsent({ db, userId }: { db: Db; userId: string }) {
  return consentStatusOf(await latestConsent(db, userId));
}
