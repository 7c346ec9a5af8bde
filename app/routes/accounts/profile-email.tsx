import { useActionData, useLoaderData } from 'react-router';
import { AuthErrorAlert } from '../../features/accounts/auth-error.tsx';
import { ChangeEmailForm, CurrentEmail } from '../../features/accounts/settings/email-settings.tsx';
import { PasswordPrompt } from '../../features/accounts/settings/password-prompt.tsx';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { SocialReauth } from '../../features/accounts/settings/social-reauth.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile-email.server.ts';

export { action, loader } from './profile-email.server.ts';
export const meta = routeMeta;

/** E-mail settings: the current address and changing it (with the password prompt when needed). */
export default function EmailSettingsPage() {
  const { email, verified, hasPassword, fresh, providers, socialError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  const socialReauth = !hasPassword && (!fresh || actionData?.socialReauth);
  return (
    <SettingsPage title={t('email.title')} description={t('email.intro')}>
      <SettingsCard id="current-email" title={t('email.currentTitle')}>
        <CurrentEmail email={email} verified={verified} />
      </SettingsCard>
      <SettingsCard id="new-email" title={t('email.changeTitle')} description={t('email.changeText')}>
        <div className="space-y-5">
          <AuthErrorAlert code={actionData?.socialError ?? socialError} />
          {socialReauth ? <SocialReauth providers={providers} text={t('email.socialReauth')} /> : null}
          <ChangeEmailForm lastResult={actionData?.result} sentTo={actionData?.sentTo} />
        </div>
      </SettingsCard>
      <PasswordPrompt request={actionData?.prompt} />
    </SettingsPage>
  );
}
