import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import {
  jobFormDefaults,
  jobFormOptions,
  payRequiredReply,
  saveJobForm,
} from '../../features/jobs/job-form.server.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { adminRecord, askFirst, parseId, recordIntent } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-job-edit';

const NOTICES = ['created', 'published', 'unpublished', 'expired', 'saved'] as const;
type Notice = (typeof NOTICES)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const job = await adminRecord(() => context.services.jobs.admin.getAdminJob(id));
  const notice = new URL(request.url).searchParams.get('notice');
  const { t } = context;
  return {
    job,
    notice: (NOTICES as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null,
    options: await jobFormOptions(context),
    defaultValue: jobFormDefaults(job),
    seo: adminSeo(t, t('admin:jobForm.editMetaTitle', { name: job.name })),
  };
}

/** Saves the form ("save"), or publishes, unpublishes or expires the job. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, formData, intent } = await recordIntent({ request, params, context });
  const admin = context.services.jobs.admin;
  const after = (notice: Notice) =>
    redirect(localizePath(context.locale, `/admin/jobs/${id}?notice=${notice}`));
  if (intent === 'publish') {
    try {
      await adminRecord(() => admin.publishJob(id));
    } catch (error) {
      // A job without pay stays a draft; the form says why.
      if (hasErrorCode(error, 'JOB_PAY_REQUIRED'))
        return data({ result: payRequiredReply() }, { status: 422 });
      throw error;
    }
    return after('published');
  }
  // Taking an offer down or ending it is asked first: the page shows the confirmation (ADR 140).
  if (intent === 'unpublish' || intent === 'expire') {
    const ask = askFirst(formData, intent);
    if (ask) return ask;
  }
  if (intent === 'unpublish') {
    await adminRecord(() => admin.unpublishJob(id));
    return after('unpublished');
  }
  if (intent === 'expire') {
    await adminRecord(() => admin.expireJob(id));
    return after('expired');
  }
  const outcome = await saveJobForm(formData, (input) => adminRecord(() => admin.updateJob(id, input)));
  if (!outcome.ok) return data({ result: outcome.result }, { status: 400 });
  return after('saved');
}
