import { type Column, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, authEvent, session, user } from '../../db/schema/auth.ts';
import { dismissedJob, jobApplication, jobInvitation, savedItem } from '../../db/schema/candidates.ts';
import { clientCvConsent } from '../../db/schema/client-cv.ts';
import { consentRecord, newsletterSubscription } from '../../db/schema/consent.ts';
import {
  cvCertificate,
  cvContent,
  cvEducation,
  cvEmployment,
  cvLanguage,
  cvReference,
  cvSettings,
  cvTechnology,
} from '../../db/schema/cv.ts';
import { storedFile } from '../../db/schema/files.ts';
import { extraRequest, referral } from '../../db/schema/forms.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import { getCandidateProfile } from './get-candidate-profile.ts';
import { toVerifiedAddress } from './verified-address.ts';

/**
 * Everything the portal keeps about one person (GDPR art. 15 and 20), as one JSON document:
 * account, profile, consents, CV, applications, saved items, dismissed recommendations, job alerts,
 * extra requests and referrals sent (by the account or from its address), referrals of the person by
 * others, files, sign-in history. Secrets (password hashes, tokens) are left out.
 *
 * What was sent from the account's address without the account (signed out, before signing up, by
 * someone else) is the person's only once the account has proven the address: an account signed up
 * with another's address and never verified gets only what it made itself, as the profile's lists do
 * (`ownAlerts`).
 */
export async function exportMyData({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }) {
  const [me] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!me) throw new AppError('NOT_FOUND');
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const toMyAddress = (emailColumn: Column) => toVerifiedAddress(emailColumn, me);
  /** Rows of the account, or sent from its verified address (before signing up, or signed out). */
  const mineOrFromMyAddress = (userColumn: Column, emailColumn: Column) =>
    or(eq(userColumn, userId), toMyAddress(emailColumn));
  const [settings] = await db
    .select({
      language: cvSettings.language,
      privacy: cvSettings.privacy,
      contactVisible: cvSettings.contactVisible,
      graphVisible: cvSettings.graphVisible,
    })
    .from(cvSettings)
    .where(mine(cvSettings));
  return {
    exportedAt: now.toISOString(),
    account: me,
    signInMethods: await db
      .select({ provider: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(mine(account)),
    sessions: await db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(mine(session)),
    profile: await getCandidateProfile({ db, userId }),
    consents: await db
      .select({
        purpose: consentRecord.purpose,
        textVersion: consentRecord.textVersion,
        grantedAt: consentRecord.grantedAt,
        expiresAt: consentRecord.expiresAt,
        withdrawnAt: consentRecord.withdrawnAt,
      })
      .from(consentRecord)
      .where(mineOrFromMyAddress(consentRecord.userId, consentRecord.email)),
    newsletterSubscriptions: await db
      .select({
        topic: newsletterSubscription.topic,
        status: newsletterSubscription.status,
        requestedAt: newsletterSubscription.requestedAt,
      })
      .from(newsletterSubscription)
      .where(toMyAddress(newsletterSubscription.email)),
    cv: {
      settings: settings ?? null,
      content: (await db.select().from(cvContent).where(mine(cvContent)))[0] ?? null,
      employment: await db.select().from(cvEmployment).where(mine(cvEmployment)),
      education: await db.select().from(cvEducation).where(mine(cvEducation)),
      references: await db.select().from(cvReference).where(mine(cvReference)),
      certificates: await db.select().from(cvCertificate).where(mine(cvCertificate)),
      languages: await db.select().from(cvLanguage).where(mine(cvLanguage)),
      technologies: await db.select().from(cvTechnology).where(mine(cvTechnology)),
    },
    jobApplications: await db.select().from(jobApplication).where(mine(jobApplication)),
    /** Recruiters' invitations to apply (ADR 122): the job and when. */
    jobInvitations: await db
      .select({ jobId: jobInvitation.jobId, invitedAt: jobInvitation.createdAt })
      .from(jobInvitation)
      .where(mine(jobInvitation)),
    savedItems: await db
      .select({ type: savedItem.itemType, id: savedItem.itemId, createdAt: savedItem.createdAt })
      .from(savedItem)
      .where(mine(savedItem)),
    /** Jobs marked "not interested" in the recommendations (ADR 127). */
    dismissedJobs: await db
      .select({ jobId: dismissedJob.jobId, dismissedAt: dismissedJob.dismissedAt })
      .from(dismissedJob)
      .where(mine(dismissedJob)),
    jobAlerts: await db
      .select({
        email: jobAlert.email,
        language: jobAlert.language,
        filter: jobAlert.filter,
        minScore: jobAlert.minScore,
        frequency: jobAlert.frequency,
        status: jobAlert.status,
        requestIp: jobAlert.requestIp,
        createdAt: jobAlert.createdAt,
        confirmedAt: jobAlert.confirmedAt,
        lastSentAt: jobAlert.lastSentAt,
        unsubscribedAt: jobAlert.unsubscribedAt,
      })
      .from(jobAlert)
      .where(mineOrFromMyAddress(jobAlert.userId, jobAlert.email)),
    extraRequests: await db
      .select({
        name: extraRequest.name,
        email: extraRequest.email,
        phone: extraRequest.phone,
        project: extraRequest.project,
        technologies: extraRequest.technologies,
        preferredTechnologies: extraRequest.preferredTechnologies,
        startDate: extraRequest.startDate,
        seniority: extraRequest.seniority,
        question: extraRequest.question,
        status: extraRequest.status,
        createdAt: extraRequest.createdAt,
      })
      .from(extraRequest)
      .where(mineOrFromMyAddress(extraRequest.userId, extraRequest.email)),
    /** The referrals sent, with what the referrer wrote about the person they recommended. */
    referralsSent: await db
      .select({
        referrerName: referral.referrerName,
        referrerEmail: referral.referrerEmail,
        referrerPhone: referral.referrerPhone,
        candidateName: referral.candidateName,
        candidateEmail: referral.candidateEmail,
        candidatePhone: referral.candidatePhone,
        candidateInfo: referral.candidateInfo,
        jobId: referral.jobId,
        projectText: referral.projectText,
        commissionType: referral.commissionType,
        status: referral.status,
        createdAt: referral.createdAt,
      })
      .from(referral)
      .where(mineOrFromMyAddress(referral.referrerUserId, referral.referrerEmail)),
    /**
     * Referrals of this person by others, to their verified address: what the referrer wrote about
     * them, for which job, and who referred them by name, as the e-mail asking for their consent said.
     * The referrer's own address and phone are the referrer's (GDPR art. 15(4)).
     */
    referralsAboutMe: await db
      .select({
        referrerName: referral.referrerName,
        candidateName: referral.candidateName,
        candidateEmail: referral.candidateEmail,
        candidatePhone: referral.candidatePhone,
        candidateInfo: referral.candidateInfo,
        candidateCurrentPosition: referral.candidateCurrentPosition,
        jobId: referral.jobId,
        projectText: referral.projectText,
        status: referral.status,
        candidateConsentedAt: referral.candidateConsentedAt,
        createdAt: referral.createdAt,
      })
      .from(referral)
      .where(toMyAddress(referral.candidateEmail)),
    /** Consents to anonymised client CVs (ADR 112), each request with its answer. */
    clientCvConsents: await db
      .select({
        state: clientCvConsent.state,
        textVersion: clientCvConsent.textVersion,
        requestedAt: clientCvConsent.requestedAt,
        answeredAt: clientCvConsent.answeredAt,
        withdrawnAt: clientCvConsent.withdrawnAt,
      })
      .from(clientCvConsent)
      .where(mine(clientCvConsent)),
    files: await db
      .select({
        id: storedFile.id,
        kind: storedFile.kind,
        name: storedFile.originalName,
        type: storedFile.mimeType,
        size: storedFile.size,
        createdAt: storedFile.createdAt,
      })
      .from(storedFile)
      .where(eq(storedFile.ownerUserId, userId)),
    securityEvents: await db
      .select({
        type: authEvent.type,
        ipAddress: authEvent.ipAddress,
        userAgent: authEvent.userAgent,
        createdAt: authEvent.createdAt,
      })
      .from(authEvent)
      .where(eq(authEvent.userId, userId)),
  };
}
