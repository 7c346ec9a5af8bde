import { useActionData, useLoaderData } from 'react-router';
import { NewsletterForm } from '../../features/accounts/settings/newsletter-form.tsx';
import { JobAlertList } from '../../features/newsletter/job-alert-list.tsx';
import { MatchAlertForm } from '../../features/newsletter/match-alert-form.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile-newsletter.server.ts';

export { action, loader } from './profile-newsletter.server.ts';
export const meta = routeMeta;

/** Newsletter settings: new jobs and news, each on or off, and the account's job alerts. */
export default function NewsletterSettingsPage() {
  const { settings, jobAlerts, matchReady } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  const submittingMatch = useSubmitting('match-alert');
  return (
    <SettingsPage title={t('newsletter.title')} description={t('newsletter.intro')}>
      <SettingsCard>
        <NewsletterForm settings={settings} changed={actionData?.changed} savedAt={actionData?.savedAt} />
      </SettingsCard>
      {matchReady === null ? null : (
        <MatchAlertForm
          hasTechnologies={matchReady}
          reply={actionData?.matchAlert ?? undefined}
          submitting={submittingMatch}
        />
      )}
      <JobAlertList alerts={jobAlerts} />
    </SettingsPage>
  );
}
