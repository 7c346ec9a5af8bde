import { useActionData, useLoaderData } from 'react-router';
import { AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { JobForm } from '../../features/jobs/job-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-job-new.server.ts';

export { action, loader } from './admin-job-new.server.ts';
export const meta = routeMeta;

/** A new job: every field, saved as a draft or published at once. */
export default function AdminJobNew() {
  const { options, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('jobForm.newTitle')}
        intro={t('jobForm.newIntro')}
        back={{ to: href('/admin/jobs'), label: t('jobForm.backToJobs') }}
      />
      <JobForm mode="create" lastResult={actionData?.result} defaultValue={defaultValue} options={options} />
    </div>
  );
}
