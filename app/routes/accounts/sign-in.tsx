import { Link, useActionData, useLoaderData } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AuthCard, Divider } from '../../features/accounts/auth-card.tsx';
import { SignInForm } from '../../features/accounts/sign-in-form.tsx';
import { SocialButtons } from '../../features/accounts/social-buttons.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './sign-in.server.ts';

export { action, loader } from './sign-in.server.ts';
export const meta = routeMeta;

export default function SignInPage() {
  const { providers, socialError, passwordReset, redirectTo, reason } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const { t: th } = useTranslation('hints');
  const { href } = useLocale();
  const failedSocial = actionData && 'socialError' in actionData ? actionData.socialError : socialError;
  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to={href('/sign-up')} className="font-semibold">
            {t('signIn.signUp')}
          </Link>
        </>
      }
    >
      {reason ? (
        <FormAlert tone="info" title={th(`signIn.${reason.action}`, { job: reason.job })} className="mb-6">
          {th('signIn.noAccount')}{' '}
          <Link to={href('/sign-up')} className="font-semibold">
            {th('signIn.signUp')}
          </Link>
        </FormAlert>
      ) : null}
      {passwordReset ? (
        <FormAlert tone="success" className="mb-6">
          {t('signIn.passwordReset')}
        </FormAlert>
      ) : null}
      {failedSocial ? (
        <FormAlert tone="error" className="mb-6">
          {t(`common:auth.errors.${failedSocial}`)}
        </FormAlert>
      ) : null}
      {providers.length ? (
        <>
          <SocialButtons providers={providers} redirectTo={redirectTo} />
          <Divider>{t('signIn.or')}</Divider>
        </>
      ) : null}
      <SignInForm
        lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
        redirectTo={redirectTo}
      />
    </AuthCard>
  );
}
