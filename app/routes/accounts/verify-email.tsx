import { BadgeCheck } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AuthCard } from '../../features/accounts/auth-card.tsx';
import { InvalidLink } from '../../features/accounts/invalid-link.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './verify-email.server.ts';

export { loader } from './verify-email.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

/** The token is used up by the first load: never run the loader again for this page. */
export function shouldRevalidate() {
  return false;
}

/** The confirm-e-mail page (docs/product/screens-and-routes.md account sections). */
export default function VerifyEmailPage() {
  const { verified, continueTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');
  if (!verified || !continueTo) return <InvalidLink kind="verification" />;
  return (
    <AuthCard
      icon={<BadgeCheck className="size-6" aria-hidden />}
      title={t('verify.title')}
      subtitle={t('verify.text')}
    >
      <Link to={continueTo} className={buttonClasses({ block: true, size: 'lg' })}>
        {t('verify.continue')}
      </Link>
    </AuthCard>
  );
}
