import { notifyStaff } from '../shared/notify-staff.ts';
import type { Locale } from '../../contracts/enums.ts';
import { FORM_CONSENT_TEXT_VERSION, formConsentExpiry } from '../../contracts/contact.ts';
import type { ReferralForm } from '../../contracts/referrals.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { referral } from '../../db/schema/forms.ts';
import { AppError } from '../shared/app-error.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { findReferralJob } from './find-referral-job.ts';

export interface FormDeps {
  db: Db;
  mail: EmailQueue;
  /** Where HR notifications go. */
  hrEmail: string;
  publicUrl: string;
  /** Reports a failure to queue an e-mail (the submission itself stands). */
  onMailError?: ((error: unknown) => void) | undefined;
}

/** 24 random bytes as 32 url-safe characters: the unguessable key of the candidate's consent page. */
export function newReferralId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Buffer.from(bytes).toString('base64url');
}

/**
 * Stores a recommendation of a candidate (docs/product/overview-and-users.md, docs/product/entities.md) with the referrer's consent, and queues three
 * e-mails: the candidate is asked to agree (link to `referral/consent/:id`, in the language the
 * referrer chose), the referrer gets a confirmation (in the page's language), HR a notification.
 * A named job must be published (else VALIDATION_FAILED on `jobId`); its length is copied for the
 * commission.
 */
export async function submitReferral({
  input,
  referrerUserId,
  locale,
  ipAddress,
  now = new Date(),
  ...deps
}: FormDeps & {
  input: ReferralForm;
  /** The signed-in referrer, if any. */
  referrerUserId?: string | undefined;
  /** The page's language: the referrer's confirmation is written in it. */
  locale: Locale;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<{ id: string }> {
  const { db } = deps;
  const job = input.jobId === undefined ? undefined : await findReferralJob({ db, id: input.jobId });
  if (input.jobId !== undefined && !job)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { jobId: ['validation.jobUnavailable'] } });
  if (!job && !input.projectText)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { projectText: ['validation.project'] } });

  const id = newReferralId();
  await db.transaction(async (tx) => {
    await tx.insert(referral).values({
      id,
      referrerUserId: referrerUserId ?? null,
      referrerName: input.referrerName,
      referrerEmail: input.referrerEmail,
      referrerPhone: input.referrerPhone ?? null,
      candidateName: input.candidateName,
      candidateEmail: input.candidateEmail,
      candidatePhone: input.candidatePhone ?? null,
      candidateInfo: input.candidateInfo ?? null,
      candidateCurrentPosition: input.candidateCurrentPosition ?? null,
      commissionType: input.commissionType,
      jobId: job?.id ?? null,
      projectText: input.projectText ?? null,
      projectLengthInMonths: job?.projectLengthInMonths ?? null,
      status: 'pending',
      language: input.candidateLanguage ?? locale,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(consentRecord).values({
      userId: referrerUserId ?? null,
      email: input.referrerEmail,
      purpose: 'referral',
      textVersion: FORM_CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: formConsentExpiry(now),
    });
  });

  const project = job ? `${job.name} (${job.city})` : (input.projectText ?? '');
  const candidateLocale = input.candidateLanguage ?? locale;
  const url = (l: Locale, path: string) => deps.publicUrl + localizePath(l, path);
  const emails = [
    deps.mail.send({
      template: 'referral-candidate',
      to: input.candidateEmail,
      locale: candidateLocale,
      data: {
        name: input.candidateName,
        referrerName: input.referrerName,
        project,
        consentUrl: url(candidateLocale, `/referral/consent/${id}`),
      },
    }),
    deps.mail.send({
      template: 'referral-confirmation',
      to: input.referrerEmail,
      locale,
      data: {
        name: input.referrerName,
        candidateName: input.candidateName,
        project,
        overviewUrl: url(locale, referrerUserId ? '/profile/added' : '/referral'),
        overview: referrerUserId ? 'profile' : 'programme',
      },
    }),
    notifyStaff(deps, {
      kind: 'referral',
      reference: `${input.candidateName} – ${job?.name ?? truncate(input.projectText ?? '', 60)}`,
      facts: [
        { key: 'candidate', value: input.candidateName },
        { key: 'candidateEmail', value: input.candidateEmail },
        { key: 'candidatePhone', value: input.candidatePhone },
        { key: 'currentPosition', value: input.candidateCurrentPosition },
        { key: 'info', value: input.candidateInfo },
        job
          ? { key: 'job', value: `${job.name} (#${job.id})` }
          : { key: 'project', value: input.projectText ?? '' },
        { key: 'commissionType', code: input.commissionType },
        { key: 'referrer', value: input.referrerName },
        { key: 'referrerEmail', value: input.referrerEmail },
        { key: 'referrerPhone', value: input.referrerPhone },
      ],
      adminPath: `/admin/referrals/${id}`,
    }),
  ];
  for (const result of await Promise.allSettled(emails))
    if (result.status === 'rejected') deps.onMailError?.(result.reason);
  return { id };
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
