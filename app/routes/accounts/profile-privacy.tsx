import { useLoaderData } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ConsentList, DataExport } from '../../features/accounts/settings/privacy-consents.tsx';
import { RecruiterVisibilityForm } from '../../features/accounts/settings/recruiter-visibility-form.tsx';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './profile-privacy.server.ts';

export { action, loader } from './profile-privacy.server.ts';
export const meta = routeMeta;

/** Privacy: the consents given and the export of all personal data (GDPR art. 15, 20). */
export default function PrivacyPage() {
  const { consents, withdrawn, recruiters, recruitersSaved, hasProfile } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  const { t: th } = useTranslation('hints');
  return (
    <SettingsPage title={t('privacy.title')} description={t('privacy.intro')}>
      {hasProfile ? (
        <SettingsCard id="recruiters" title={t('recruiters.title')}>
          <RecruiterVisibilityForm visibility={recruiters} saved={recruitersSaved} />
        </SettingsCard>
      ) : null}
      <SettingsCard id="consents" title={t('privacy.consentsTitle')} description={t('privacy.consentsText')}>
        {withdrawn ? (
          <FormAlert tone="success" className="mb-5">
            {th('consent.withdrawnNotice')}
          </FormAlert>
        ) : null}
        <ConsentList consents={consents} />
      </SettingsCard>
      <SettingsCard id="export" title={t('privacy.exportTitle')}>
        <DataExport />
      </SettingsCard>
    </SettingsPage>
  );
}
