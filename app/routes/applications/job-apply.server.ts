import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { applyFormSchema, PORTAL_CV_CHOICE } from '../../../contracts/applications.ts';
import { portalCvPdfChoice } from '../../../contracts/applications-values.ts';
import { cvLanguages, type CvLanguage } from '../../../contracts/cv.ts';
import { type AppError, hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { countryOptions } from '../../features/accounts/profile-options.server.ts';
import { nationalPhone } from '../../features/accounts/settings/basic-settings.server.ts';
import type { Route } from './+types/job-apply';

/** The portal CV a `cvChoice` attaches: its PDF (in one language, else its primary one) or its document. */
const portalSourceOf = (
  choice: string,
): { source: 'generated' | 'uploaded'; language?: CvLanguage } | undefined => {
  if (choice === PORTAL_CV_CHOICE.generated) return { source: 'generated' };
  if (choice === PORTAL_CV_CHOICE.uploaded) return { source: 'uploaded' };
  const language = cvLanguages.find((l) => choice === portalCvPdfChoice(l));
  return language ? { source: 'generated', language } : undefined;
};

const jobIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw ?? '') || !Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

async function jobOf(context: Route.LoaderArgs['context'], id: number) {
  try {
    return await context.services.jobs.getJob(id, context.locale);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
}

/** The apply step of a job (docs/product/entities.md, docs/product/api-calls.md): a guest signs in first and comes back here. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = jobIdOf(params.id);
  const { user, mustVerifyEmail } = requireUser(request, context, {
    verified: true,
    reason: { action: 'apply', jobId: id },
  });
  const [job, profile, cvs, applied, portalCv] = await Promise.all([
    jobOf(context, id),
    context.services.accounts.getCandidateProfile(user.id),
    context.services.applications.listMyCvs(user.id),
    context.services.applications.findAppliedJobs(user.id, [id]),
    context.services.cv.getCvAttachments(user.id),
  ]);
  const { t } = context;
  return {
    job: { id: job.id, name: job.name, partner: job.partner, city: job.city, language: job.language },
    unavailable: job.states.includes('not_available'),
    alreadyApplied: applied.has(id),
    /** docs/product/states.md: an unverified e-mail gets the verification dialog instead of the form. */
    verifyEmail: mustVerifyEmail ? user.email : null,
    cvs,
    /** The CV builder's CVs that can go with the application (none without a CV). */
    portalCv,
    countries: countryOptions(context.locale),
    defaultValue: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      // Shown only: applications always use the account's address.
      email: user.email,
      phoneCountry: profile?.phoneCountry ?? 'SVK',
      phone: nationalPhone(profile?.phone ?? null) ?? '',
      cvChoice: portalCv.generated
        ? portalCvPdfChoice(
            portalCv.generated.languages.includes(portalCv.generated.language)
              ? portalCv.generated.language
              : portalCv.generated.languages[0]!,
          )
        : (cvs[0]?.id ?? 'new'),
    },
    seo: {
      title: t('jobs:apply.metaTitle', { name: job.name }),
      description: t('jobs:apply.intro'),
      noIndex: true,
    },
  };
}

/**
 * Uploads the chosen file (if any) and applies. A file that was accepted stays stored, so after a
 * refusal of another field it is offered as the selected stored CV and nothing has to be picked
 * again. A blacklisted candidate is answered exactly like a successful application (docs/product/roles.md).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = jobIdOf(params.id);
  const { user } = requireUser(request, context, { reason: { action: 'apply', jobId: id } });
  const { services, locale, clientIp } = context;
  const formData = await request.formData();
  const file = formData.get('file');
  const cvChoice = String(formData.get('cvChoice') ?? 'new');
  let fileId: string | undefined = cvChoice !== 'new' && !portalSourceOf(cvChoice) ? cvChoice : undefined;
  const fieldErrors: Record<string, string[]> = {};
  try {
    await services.rateLimits.limitRate('apply', user.id);
    const portalSource = portalSourceOf(cvChoice);
    if (portalSource) {
      await services.rateLimits.limitRate('upload', user.id);
      fileId = (await services.cv.attachCvToApplication(user.id, portalSource.source, portalSource.language))
        .id;
      formData.set('cvChoice', fileId);
    } else if (cvChoice === 'new') {
      if (file instanceof File && file.size > 0) {
        await services.rateLimits.limitRate('upload', user.id);
        fileId = (
          await services.applications.uploadCv(user.id, file.name, new Uint8Array(await file.arrayBuffer()))
        ).id;
        formData.set('cvChoice', fileId);
      }
    }
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION_FAILED')) Object.assign(fieldErrors, (error as AppError).fieldErrors);
    else if (hasErrorCode(error, 'RATE_LIMITED')) {
      const submission = parseWithZod(formData, { schema: applyFormSchema });
      const cvs = await services.applications.listMyCvs(user.id);
      return data({ result: submission.reply({ formErrors: ['errors.rateLimited'] }), cvs }, { status: 429 });
    } else throw error;
  }
  const submission = parseWithZod(formData, { schema: applyFormSchema });
  if (submission.status !== 'success' || Object.keys(fieldErrors).length || !fileId) {
    const cvs = await services.applications.listMyCvs(user.id);
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            ...(submission.status === 'error' ? (submission.error as Record<string, string[]>) : {}),
            ...fieldErrors,
          },
        }),
        cvs,
      },
      { status: 400 },
    );
  }
  const success = redirect(`${localizePath(locale, `/jobs/${id}`)}?applied=1`);
  try {
    await services.applications.applyForJob(user.id, { ...submission.value, id, fileId }, clientIp);
    return success;
  } catch (error) {
    if (hasErrorCode(error, 'CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE')) return success;
    const cvs = await services.applications.listMyCvs(user.id);
    const formError = (key: string) =>
      data({ result: submission.reply({ formErrors: [key] }), cvs }, { status: 400 });
    if (hasErrorCode(error, 'job_application_unavailable')) return formError('errors.applicationUnavailable');
    if (hasErrorCode(error, 'ALREADY_APPLIED')) return formError('errors.alreadyApplied');
    if (hasErrorCode(error, 'EMAIL_NOT_VERIFIED')) return formError('errors.emailNotVerified');
    if (hasErrorCode(error, 'RATE_LIMITED')) return formError('errors.rateLimited');
    if (hasErrorCode(error, 'VALIDATION_FAILED')) {
      const errors = { ...(error as AppError).fieldErrors };
      if (errors.fileId) {
        errors.file = errors.fileId;
        delete errors.fileId;
      }
      return data({ result: submission.reply({ fieldErrors: errors }), cvs }, { status: 400 });
    }
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
}
