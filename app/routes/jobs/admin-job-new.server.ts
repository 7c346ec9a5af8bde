import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { jobFormDefaults, jobFormOptions, saveJobForm } from '../../features/jobs/job-form.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-job-new';

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return {
    options: await jobFormOptions(context),
    defaultValue: jobFormDefaults(undefined, context.locale),
    seo: adminSeo(t, t('admin:jobForm.newMetaTitle')),
  };
}

/** Creates the job as a draft ("draft") or published at once ("publish"), then opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const publish = formData.get('intent') === 'publish';
  const outcome = await saveJobForm(formData, (input) =>
    context.services.jobs.admin.createJob(input, publish),
  );
  if (!outcome.ok) return data({ result: outcome.result }, { status: 400 });
  return redirect(
    localizePath(context.locale, `/admin/jobs/${outcome.job.id}?notice=${publish ? 'published' : 'created'}`),
  );
}
