import { LockKeyhole } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { AuthCard } from '../../features/accounts/auth-card.tsx';
import { InvalidLink } from '../../features/accounts/invalid-link.tsx';
import { ResetPasswordForm } from '../../features/accounts/reset-password-form.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './reset-password.server.ts';

export { action, loader } from './reset-password.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('account');
  if (!token || actionData?.invalidLink) return <InvalidLink kind="password" />;
  return (
    <AuthCard
      icon={<LockKeyhole className="size-6" aria-hidden />}
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
    >
      <ResetPasswordForm token={token} lastResult={actionData?.result} />
    </AuthCard>
  );
}
