import { KeyRound, MailCheck } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AuthCard } from '../../features/accounts/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/accounts/forgot-password-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action } from './forgot-password.server.ts';

export { action, loader } from './forgot-password.server.ts';
export const meta = routeMeta;

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const { href } = useLocale();
  const backToSignIn = (
    <Link to={href('/sign-in')} className="font-semibold">
      {t('forgot.backToSignIn')}
    </Link>
  );
  if (actionData?.sent) {
    return (
      <AuthCard
        icon={<MailCheck className="size-6" aria-hidden />}
        title={t('forgot.sentTitle')}
        subtitle={t('forgot.sentText', { email: actionData.sent })}
      >
        <div role="status" className="space-y-6">
          <p className="text-sm leading-relaxed text-slate-700">{t('forgot.sentHelp')}</p>
          <Link to={href('/sign-in')} className={buttonClasses({ block: true, size: 'lg' })}>
            {t('forgot.backToSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden />}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={backToSignIn}
    >
      <ForgotPasswordForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
