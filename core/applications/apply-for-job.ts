import { notifyStaff } from '../shared/notify-staff.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { ApplyData } from '../../contracts/applications.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { applicationStatusChange, candidateProfile, jobApplication } from '../../db/schema/candidates.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { storedFile } from '../../db/schema/files.ts';
import { job } from '../../db/schema/jobs.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import { validateProfile } from '../accounts/validate-profile.ts';
import { requireVerifiedEmail } from '../accounts/require-verified-email.ts';
import { AppError } from '../shared/app-error.ts';
import { openForApplicationsColumns, requireOpenForApplications } from './application-record.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';

export interface ApplyForJobDeps {
  db: Db;
  mail: EmailQueue;
  /** Where HR notifications go when the job has no responsible HR person with an e-mail. */
  hrEmail: string;
  publicUrl: string;
  /** Reports a failure to queue a notification (the application itself stands). */
  onMailError?: (error: unknown) => void;
}

/**
 * A signed-in candidate applies for a published, available job with a CV they uploaded. The
 * application keeps a copy of the contact fields, the job's candidate count goes up, the job-search
 * consent is recorded, and the candidate and the job's HR person are e-mailed.
 *
 * Refusals: NOT_FOUND (no such job), job_application_unavailable (not published, taken or expired),
 * CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE (nothing is stored; the UI shows it as a success),
 * ALREADY_APPLIED, VALIDATION_FAILED (phone, CV not the candidate's), EMAIL_NOT_VERIFIED (docs/product/states.md).
 */
export async function applyForJob({
  userId,
  input,
  ipAddress,
  now = new Date(),
  ...deps
}: ApplyForJobDeps & { userId: string; input: ApplyData; ipAddress?: string; now?: Date }): Promise<{
  id: number;
  jobId: number;
  status: string;
  createdAt: string;
}> {
  const { db } = deps;
  const [target] = await db
    .select({
      id: job.id,
      name: job.name,
      ...openForApplicationsColumns,
      hrEmail: user.email,
    })
    .from(job)
    .leftJoin(user, eq(user.id, job.responsibleHrUserId))
    .where(eq(job.id, input.id));
  requireOpenForApplications(target, now);

  const [profile] = await db
    .select({
      blacklisted: candidateProfile.blacklisted,
      appLanguage: candidateProfile.appLanguage,
      email: user.email,
    })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(eq(candidateProfile.userId, userId));
  if (!profile) throw new AppError('FORBIDDEN');
  // The application, its consent and its e-mails go to the account's own address, never to one
  // named in the request (which could be anybody's).
  const email = profile.email;
  await requireVerifiedEmail({ db, userId });
  if (profile.blacklisted) throw new AppError('CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE');

  const fieldErrors: Record<string, string[]> = {};
  const [file] = await db
    .select({ id: storedFile.id, name: storedFile.originalName })
    .from(storedFile)
    .where(
      and(eq(storedFile.id, input.fileId), eq(storedFile.ownerUserId, userId), eq(storedFile.kind, 'cv')),
    );
  if (!file) fieldErrors.fileId = ['validation.cvRequired'];
  const checked = await validateProfile({ db, phone: input.phone, phoneCountry: input.phoneCountry });
  Object.assign(fieldErrors, checked.fieldErrors);
  if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplication)
      .values({
        jobId: target.id,
        userId,
        fileId: input.fileId,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: checked.phoneE164 ?? input.phone,
        message: input.message ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx
      .insert(applicationStatusChange)
      .values({ applicationId: row.id, status: 'received', changedAt: now });
    await tx
      .update(job)
      .set({ candidatesCount: sql`${job.candidatesCount} + 1` })
      .where(eq(job.id, target.id));
    await tx.insert(consentRecord).values({
      userId,
      email,
      purpose: 'job_search',
      textVersion: CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: consentExpiry('job_search', now),
    });
    return row;
  });
  if (!created) throw new AppError('ALREADY_APPLIED');

  const locale = (['sk', 'en', 'de'].includes(profile.appLanguage) ? profile.appLanguage : 'sk') as Locale;
  const name = `${input.firstName} ${input.lastName}`;
  const emails = [
    deps.mail.send({
      template: 'application-received',
      to: email,
      locale,
      data: {
        name,
        jobName: target.name,
        jobUrl: deps.publicUrl + localizePath(locale, `/jobs/${target.id}`),
        applicationsUrl: deps.publicUrl + localizePath(locale, '/profile/applications'),
      },
    }),
    notifyStaff(deps, {
      kind: 'job-application',
      to: target.hrEmail ?? undefined,
      reference: `${target.name} – ${name}`,
      facts: [
        { key: 'job', value: `${target.name} (#${target.id})` },
        { key: 'name', value: name },
        { key: 'email', value: email },
        { key: 'phone', value: checked.phoneE164 ?? input.phone },
        { key: 'cv', value: file!.name },
        { key: 'message', value: input.message },
      ],
      adminPath: `/admin/applications/${created.id}`,
    }),
  ];
  for (const result of await Promise.allSettled(emails))
    if (result.status === 'rejected') deps.onMailError?.(result.reason);
  return {
    id: created.id,
    jobId: created.jobId,
    status: created.status,
    createdAt: created.createdAt.toISOString(),
  };
}
