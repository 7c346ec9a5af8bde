import { useActionData, useLoaderData } from 'react-router';
import { LanguageForm } from '../../features/accounts/settings/language-form.tsx';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile-language.server.ts';

export { action, loader } from './profile-language.server.ts';
export const meta = routeMeta;

/** Language of the portal and of the e-mails for this account. */
export default function LanguageSettingsPage() {
  const { current, savedAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  return (
    <SettingsPage title={t('language.title')} description={t('language.intro')}>
      <SettingsCard>
        <LanguageForm current={current} savedAt={savedAt} error={actionData?.error} />
      </SettingsCard>
    </SettingsPage>
  );
}
