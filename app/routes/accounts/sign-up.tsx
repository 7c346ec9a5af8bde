import { Rocket } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { AuthCard, Divider } from '../../features/accounts/auth-card.tsx';
import { SignUpForm } from '../../features/accounts/sign-up-form.tsx';
import { SocialButtons } from '../../features/accounts/social-buttons.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './sign-up.server.ts';

export { action, loader } from './sign-up.server.ts';
/** A photo the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({ avatar: 'validation.avatarSize' });
export const meta = routeMeta;

export default function SignUpPage() {
  const { options, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const { href } = useLocale();
  return (
    <AuthCard
      wide
      icon={<Rocket className="size-6" aria-hidden />}
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
    >
      {providers.length ? (
        <div className="mx-auto max-w-md">
          <SocialButtons providers={providers} action={href('/sign-in')} />
          <Divider>{t('signUp.orWithEmail')}</Divider>
        </div>
      ) : null}
      <SignUpForm lastResult={actionData?.result} options={options} />
    </AuthCard>
  );
}
