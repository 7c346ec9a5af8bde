import { UserRoundCheck } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { AuthCard } from '../../features/accounts/auth-card.tsx';
import { FinishSignUpForm } from '../../features/accounts/finish-sign-up-form.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './finish-sign-up.server.ts';

export { action, loader } from './finish-sign-up.server.ts';
export const meta = routeMeta;

/** Finishing the sign-up of an account created through a social provider. */
export default function FinishSignUpPage() {
  const { options, name, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('account');
  return (
    <AuthCard
      wide
      icon={<UserRoundCheck className="size-6" aria-hidden />}
      title={t('finish.title')}
      subtitle={t('finish.subtitle', { email })}
    >
      <FinishSignUpForm lastResult={actionData?.result} options={options} defaultName={name} />
    </AuthCard>
  );
}
