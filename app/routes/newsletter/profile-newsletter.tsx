import { useActionData, useLoaderData } from 'react-router';
import { NewsletterForm } from '../../features/accounts/settings/newsletter-form.tsx';
import { DigestMatchForm } from '../../features/newsletter/digest-match-form.tsx';
import { JobAlertList } from '../../features/newsletter/job-alert-list.tsx';
import { MatchAlertForm } from '../../features/newsletter/match-alert-form.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile-newsletter.server.ts';

export { action, loader } from './profile-newsletter.server.ts';
export const meta = routeMeta;

/**
 * Newsletter settings: new jobs and news, each on or off, the jobs digest by the CV's match, and the
 * account's job alerts.
 */
export default function NewsletterSettingsPage() {
  const { settings, jobAlerts, matchReady, digestMatch } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  const submittingMatch = useSubmitting('match-alert');
  const submittingDigest = useSubmitting('digest-match');
  return (
    <SettingsPage title={t('newsletter.title')} description={t('newsletter.intro')}>
      <SettingsCard>
        <NewsletterForm settings={settings} changed={actionData?.changed} savedAt={actionData?.savedAt} />
      </SettingsCard>
      {digestMatch ? (
        <DigestMatchForm
          view={digestMatch}
          reply={actionData?.digestMatch ?? undefined}
          submitting={submittingDigest}
        />
      ) : null}
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
