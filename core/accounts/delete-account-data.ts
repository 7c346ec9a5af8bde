import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authEvent, user, verification } from '../../db/schema/auth.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import { jobAlert, newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { storedFile } from '../../db/schema/files.ts';
import { contactMessage, extraRequest, referral, salaryQuestionnaire } from '../../db/schema/forms.ts';
import { job } from '../../db/schema/jobs.ts';
import { task } from '../../db/schema/system.ts';
import { candidateRemoved } from '../referrals/remove-referral-candidate.ts';
import { sameAddress, toVerifiedAddress } from './verified-address.ts';

/** A transaction of `db.transaction`, in which every eraser runs. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose data is erased: the account and the contact details it used. */
export interface ErasureSubject {
  userId: string;
  email: string;
  /**
   * Whether the account proved it owns `email`. Until it has, what was sent from that address without
   * the account (signed out, before signing up, by someone else) is not its to erase.
   */
  emailVerified: boolean;
  name: string;
  now: Date;
}

/**
 * One place where a person's data is copied, and how deleting the account erases or anonymises it.
 * Returns the storage keys of files whose bytes the caller deletes once the transaction committed.
 */
export type PersonalDataEraser = (tx: Tx, subject: ErasureSubject) => Promise<string[] | void>;

/**
 * Every copy of a person's data outside the rows that cascade from `user` (sessions, sign-in
 * methods, profile, CV, saved items, their own files), in one list (GDPR Art. 17). A feature that
 * stores personal data adds its eraser here.
 */
export const personalDataErasers: readonly PersonalDataEraser[] = [
  /** Applications stay for the company's statistics without anyone's data (shown as "deleted account"). */
  async (tx, { userId }) => {
    await tx
      .update(jobApplication)
      .set({ userId: null, fileId: null, firstName: '', lastName: '', email: '', phone: null, message: null })
      .where(eq(jobApplication.userId, userId));
  },
  /** Consents are proof only while the account exists; the erasure itself is the record now. */
  async (tx, subject) => {
    const { userId } = subject;
    await tx
      .delete(consentRecord)
      .where(or(eq(consentRecord.userId, userId), toVerifiedAddress(consentRecord.email, subject)));
    await tx.delete(newsletterSubscription).where(toVerifiedAddress(newsletterSubscription.email, subject));
    // Confirmation requests and job alerts of the address (made signed out as well).
    await tx.delete(newsletterConfirmation).where(toVerifiedAddress(newsletterConfirmation.email, subject));
    await tx
      .delete(jobAlert)
      .where(or(eq(jobAlert.userId, userId), toVerifiedAddress(jobAlert.email, subject)));
  },
  async (tx, { email }) => {
    await tx.delete(verification).where(sameAddress(verification.identifier, email));
  },
  /** The audit log keeps what happened, not to whom. */
  async (tx, subject) => {
    await tx
      .update(authEvent)
      .set({ email: null, ipAddress: null, userAgent: null })
      .where(or(eq(authEvent.userId, subject.userId), toVerifiedAddress(authEvent.email, subject)));
  },
  /** Referrals they made keep the candidate's side (the candidate consented on their own); the referrer is gone. */
  async (tx, subject) => {
    await tx
      .update(referral)
      .set({
        referrerUserId: null,
        referrerName: '',
        referrerEmail: '',
        referrerPhone: null,
        updatedAt: subject.now,
      })
      .where(
        or(eq(referral.referrerUserId, subject.userId), toVerifiedAddress(referral.referrerEmail, subject)),
      );
  },
  /** Referrals that name them as the candidate: as if they had removed themselves. */
  async (tx, subject) => {
    await tx
      .update(referral)
      .set(candidateRemoved(subject.now))
      .where(toVerifiedAddress(referral.candidateEmail, subject));
  },
  async (tx, subject) => {
    await tx
      .delete(extraRequest)
      .where(or(eq(extraRequest.userId, subject.userId), toVerifiedAddress(extraRequest.email, subject)));
  },
  async (tx, subject) => {
    await tx.delete(contactMessage).where(toVerifiedAddress(contactMessage.email, subject));
  },
  /** Questionnaires and the CVs sent with them (stored without an owner). */
  async (tx, subject) => {
    const rows = await tx
      .delete(salaryQuestionnaire)
      .where(toVerifiedAddress(salaryQuestionnaire.email, subject))
      .returning({ fileId: salaryQuestionnaire.cvFileId });
    const fileIds = rows.map((r) => r.fileId).filter((id): id is string => Boolean(id));
    if (!fileIds.length) return [];
    const files = await tx
      .delete(storedFile)
      .where(inArray(storedFile.id, fileIds))
      .returning({ key: storedFile.storageKey });
    return files.map((f) => f.key);
  },
  /** A job they were the responsible HR person of keeps no name of theirs. */
  async (tx, { userId }) => {
    await tx.update(job).set({ responsibleHrName: null }).where(eq(job.responsibleHrUserId, userId));
  },
  /**
   * E-mails to or about them, sent or not: those naming their address, and those naming them by
   * their full name as a value (a referral's e-mails to the other person). An account that never
   * verified its address cancels no e-mail: those to the address may be another person's.
   */
  async (tx, { email, emailVerified, name }) => {
    if (!emailVerified) return;
    await tx.delete(task).where(
      sql`${task.name} = 'send-email' and (position(lower(${email}) in lower(${task.payload}::text)) > 0
             or position(${JSON.stringify(name)} in ${task.payload}::text) > 0)`,
    );
  },
];

/**
 * Erases an account for good, in one transaction: every eraser of `personalDataErasers` runs, then
 * the user row goes (cascading to sessions, sign-in methods, profile, CV, saved items and file
 * records). Returns the storage keys whose bytes the caller deletes afterwards.
 */
export async function deleteAccountData({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<{ email: string; name: string; storageKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ email: user.email, emailVerified: user.emailVerified, name: user.name })
      .from(user)
      .where(eq(user.id, userId));
    if (!me) return null;
    const files = await tx
      .select({ key: storedFile.storageKey })
      .from(storedFile)
      .where(eq(storedFile.ownerUserId, userId));
    const storageKeys = files.map((f) => f.key);
    const subject = { userId, email: me.email, emailVerified: me.emailVerified, name: me.name, now };
    for (const erase of personalDataErasers) storageKeys.push(...((await erase(tx, subject)) ?? []));
    await tx.delete(user).where(eq(user.id, userId));
    return { email: me.email, name: me.name, storageKeys };
  });
}
