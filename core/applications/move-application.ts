import { eq } from 'drizzle-orm';
import type { AdminApplication } from '../../contracts/admin.ts';
import type { ApplicationStatus } from '../../contracts/applications.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { candidateProfile, jobApplication } from '../../db/schema/candidates.ts';
import { job } from '../../db/schema/jobs.ts';
import { setApplicationStatus } from './set-application-status.ts';
import { AppError } from '../shared/app-error.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';

/**
 * Moves an application to `status` (the admin's pipeline) and, unless `notify` is false, tells the
 * candidate by e-mail in their app language: every step after "received" has its own message.
 * Setting the status an application already has tells nobody. A failure to queue the e-mail does
 * not undo the move; it is returned as `notifyError` (and kept for the admin's outbox).
 */
export async function moveApplication({
  id,
  status,
  notify = true,
  ...deps
}: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  id: number;
  status: ApplicationStatus;
  notify?: boolean;
}): Promise<{ application: AdminApplication; notified: boolean; notifyError?: unknown }> {
  const { db } = deps;
  const [before] = await db
    .select({
      status: jobApplication.status,
      firstName: jobApplication.firstName,
      lastName: jobApplication.lastName,
      email: jobApplication.email,
      jobId: job.id,
      jobName: job.name,
      appLanguage: candidateProfile.appLanguage,
    })
    .from(jobApplication)
    .innerJoin(job, eq(job.id, jobApplication.jobId))
    .leftJoin(candidateProfile, eq(candidateProfile.userId, jobApplication.userId))
    .where(eq(jobApplication.id, id));
  if (!before) throw new AppError('NOT_FOUND');
  const application = await setApplicationStatus({ db, id, status });
  if (!notify || status === 'received' || before.status === status) return { application, notified: false };

  const locale = (
    ['sk', 'en', 'de'].includes(before.appLanguage ?? '') ? before.appLanguage : 'sk'
  ) as Locale;
  try {
    await deps.mail.send({
      template: 'application-status',
      to: before.email,
      locale,
      data: {
        name: `${before.firstName} ${before.lastName}`,
        jobName: before.jobName,
        status,
        jobUrl: deps.publicUrl + localizePath(locale, `/jobs/${before.jobId}`),
        applicationsUrl: deps.publicUrl + localizePath(locale, '/profile/applications'),
      },
    });
    return { application, notified: true };
  } catch (error) {
    return { application, notified: false, notifyError: error };
  }
}
