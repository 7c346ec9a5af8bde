import { eq } from 'drizzle-orm';
import type { ClientCvBranding, ClientCvFormat } from '../../contracts/client-cv-values.ts';
import type { CvLanguage } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { clientCvGeneration } from '../../db/schema/client-cv.ts';
import { job } from '../../db/schema/jobs.ts';
import { AppError } from '../shared/app-error.ts';
import type { CvRenderInput } from '../cv/shared-cv-file.ts';
import type { ClientCvLabels } from './anonymise-cv.ts';
import { buildClientCv, latestConsent } from './client-cv-rows.ts';

export type RenderClientCv = (input: CvRenderInput & { branding: ClientCvBranding }) => Promise<Uint8Array>;

/**
 * An anonymised client CV as a file (ADR 112), for admins: CONSENT_REQUIRED (409) unless the
 * candidate's current consent is `given` (never asked, refused, withdrawn, or a request still
 * open); rendered with the PDF or Word template from the anonymised CV, the portal's logo and
 * contact in place of the person's; every file made is logged with the admin, the time and the job.
 */
export async function getClientCv({
  db,
  render,
  labels,
  branding,
  adminId,
  userId,
  format,
  language,
  jobId,
  today,
  now = new Date(),
}: {
  db: Db;
  render: Record<ClientCvFormat, RenderClientCv>;
  labels: (language: CvLanguage) => ClientCvLabels;
  branding: (language: CvLanguage) => ClientCvBranding;
  adminId: string;
  userId: string;
  format: ClientCvFormat;
  language?: CvLanguage | undefined;
  jobId?: number | undefined;
  today: string;
  now?: Date;
}): Promise<{ bytes: Uint8Array; filename: string }> {
  const built = await buildClientCv({ db, userId, language, labels, today });
  if ((await latestConsent(db, userId))?.state !== 'given') throw new AppError('CONSENT_REQUIRED');
  if (jobId !== undefined) {
    const [found] = await db.select({ id: job.id }).from(job).where(eq(job.id, jobId));
    if (!found) throw new AppError('VALIDATION_FAILED', { fieldErrors: { jobId: ['validation.invalid'] } });
  }
  const bytes = await render[format]({ ...built, branding: branding(built.language) });
  await db.insert(clientCvGeneration).values({
    userId,
    adminId,
    jobId: jobId ?? null,
    format,
    language: built.language,
    createdAt: now,
  });
  const code = userId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase();
  return { bytes, filename: `client-cv-${code}-${built.language}.${format}` };
}
