import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authEvent, user, verification } from '../../db/schema/auth.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import { storedFile } from '../../db/schema/files.ts';

/**
 * Erases an account for good, in one transaction: the applications keep no personal data, consents
 * and subscriptions go, and deleting the user cascades to sessions, sign-in methods, profile, CV,
 * saved items and file records. Returns the storage keys whose bytes the caller deletes afterwards.
 */
export async function deleteAccountData({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<{ email: string; name: string; storageKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, userId));
    if (!me) return null;
    const files = await tx
      .select({ key: storedFile.storageKey })
      .from(storedFile)
      .where(eq(storedFile.ownerUserId, userId));
    await tx
      .update(jobApplication)
      .set({ userId: null, fileId: null, firstName: '', lastName: '', email: '', phone: null, message: null })
      .where(eq(jobApplication.userId, userId));
    await tx
      .delete(consentRecord)
      .where(or(eq(consentRecord.userId, userId), eq(consentRecord.email, me.email)));
    await tx.delete(newsletterSubscription).where(eq(newsletterSubscription.email, me.email));
    await tx.delete(verification).where(eq(verification.identifier, me.email));
    await tx
      .update(authEvent)
      .set({ email: null, ipAddress: null, userAgent: null })
      .where(eq(authEvent.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return { ...me, storageKeys: files.map((f) => f.key) };
  });
}
