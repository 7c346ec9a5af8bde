import { useActionData, useLoaderData } from 'react-router';
import { AuthErrorAlert } from '../../features/accounts/auth-error.tsx';
import { DeleteAccountForm, DeletionSummary } from '../../features/accounts/settings/delete-account.tsx';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { SocialReauth } from '../../features/accounts/settings/social-reauth.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile-delete.server.ts';

export { action, loader } from './profile-delete.server.ts';
export const meta = routeMeta;

/** Deleting the account for good (docs/product/states.md: irreversible, needs the current password). */
export default function DeleteAccountPage() {
  const { hasPassword, fresh, providers, socialError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  const needsSocialReauth = !hasPassword && (!fresh || Boolean(actionData?.socialReauth));
  return (
    <SettingsPage title={t('delete.title')} description={t('delete.intro')}>
      <SettingsCard id="what-is-deleted" title={t('delete.whatHeading')}>
        <DeletionSummary />
      </SettingsCard>
      <SettingsCard
        id="delete-confirm"
        tone="danger"
        title={t('delete.confirmTitle')}
        description={hasPassword ? t('delete.confirmText') : t('delete.confirmTextSocial')}
      >
        <div className="space-y-5">
          <AuthErrorAlert code={actionData?.socialError ?? socialError} />
          {needsSocialReauth ? (
            <SocialReauth providers={providers} text={t('delete.socialReauth')} />
          ) : (
            <DeleteAccountForm lastResult={actionData?.result} withPassword={hasPassword} />
          )}
        </div>
      </SettingsCard>
    </SettingsPage>
  );
}
