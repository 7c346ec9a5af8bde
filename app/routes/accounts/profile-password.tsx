import { KeyRound } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { ChangePasswordForm } from '../../features/accounts/settings/password-settings.tsx';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './profile-password.server.ts';

export { action, loader } from './profile-password.server.ts';
export const meta = routeMeta;

/** Password: change it (accounts with a password) or see the providers used instead. */
export default function PasswordSettingsPage() {
  const { hasPassword, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  if (!hasPassword) {
    const names = providers.map((p) => p.name).join(', ');
    return (
      <SettingsPage title={t('password.title')} description={t('password.socialIntro')}>
        <SettingsCard>
          <div className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-5" aria-hidden />
            </span>
            <div className="space-y-2 text-sm leading-relaxed text-slate-700">
              <p className="font-semibold text-ink">{t('password.socialTitle', { providers: names })}</p>
              <p>{t('password.socialText')}</p>
              <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('password.socialProviders')}>
                {providers.map((p) => (
                  <li
                    key={p.id}
                    className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800 ring-1 ring-slate-200 ring-inset"
                  >
                    {p.name}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </SettingsCard>
      </SettingsPage>
    );
  }
  return (
    <SettingsPage title={t('password.title')} description={t('password.intro')}>
      <SettingsCard
        id="password-change"
        title={t('password.changeTitle')}
        description={t('password.changeText')}
      >
        <ChangePasswordForm lastResult={actionData?.result} changed={Boolean(actionData?.changed)} />
      </SettingsCard>
    </SettingsPage>
  );
}
