import { useActionData, useLoaderData } from 'react-router';
import { BasicSettingsForm } from '../../features/accounts/settings/basic-settings-form.tsx';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { DismissedJobs } from '../../features/jobs/dismissed-jobs.tsx';
import { RecommendedJobs } from '../../features/jobs/recommended-jobs.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile.server.ts';

export { action, loader } from './profile.server.ts';
export const meta = routeMeta;

/** Basic settings: the candidate profile. */
export default function BasicSettingsPage() {
  const { options, defaultValue, expertiseNames, recommendations, dismissedJobs } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  return (
    <SettingsPage title={t('basic.title')} description={t('basic.intro')}>
      {recommendations ? (
        <SettingsCard>
          <RecommendedJobs recommendations={recommendations} place="profile" />
          <DismissedJobs jobs={dismissedJobs} />
        </SettingsCard>
      ) : null}
      <SettingsCard>
        <BasicSettingsForm
          lastResult={actionData?.result}
          options={options}
          defaultValue={defaultValue}
          expertiseNames={expertiseNames}
          savedAt={actionData?.savedAt}
        />
      </SettingsCard>
    </SettingsPage>
  );
}
