import { useLoaderData } from 'react-router';
import { ConsentList, DataExport } from '../features/account/settings/privacy-consents.tsx';
import { SettingsCard, SettingsPage } from '../features/account/settings/settings-page.tsx';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './profile-privacy.server.ts';

export { loader } from './profile-privacy.server.ts';
export const meta = routeMeta;

/** Privacy: the consents given and the export of all personal data (GDPR art. 15, 20). */
export default function PrivacyPage() {
  const { consents } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  return (
    <SettingsPage title={t('privacy.title')} description={t('privacy.intro')}>
      <SettingsCard id="consents" title={t('privacy.consentsTitle')} description={t('privacy.consentsText')}>
        <ConsentList consents={consents} />
      </SettingsCard>
      <SettingsCard id="export" title={t('privacy.exportTitle')}>
        <DataExport />
      </SettingsCard>
    </SettingsPage>
  );
}
