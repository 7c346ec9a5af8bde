import { Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * "The link is not valid or it has expired." (docs/product/errors.md), with the ways on: a new reset link, signing
 * in (where an unverified account can ask for a new confirmation e-mail) or home.
 */
export function InvalidLink({ kind = 'any' }: { kind?: 'password' | 'verification' | 'newsletter' | 'any' }) {
  const { t } = useTranslation('account');
  const { href } = useLocale();
  return (
    <AuthCard
      icon={<Unlink className="size-6" aria-hidden />}
      title={t('invalidLink.title')}
      subtitle={t('common:auth.errors.invalid_link')}
    >
      <p className="text-sm leading-relaxed text-slate-700">{t(`invalidLink.help.${kind}`)}</p>
      <div className="mt-6 flex flex-col gap-3">
        {kind === 'newsletter' ? (
          <Link to={href('/newsletter')} className={buttonClasses({ block: true })}>
            {t('invalidLink.newsletter')}
          </Link>
        ) : kind === 'verification' ? null : (
          <Link to={href('/forgot-password')} className={buttonClasses({ block: true })}>
            {t('invalidLink.newResetLink')}
          </Link>
        )}
        <Link
          to={href('/sign-in')}
          className={buttonClasses({
            variant: kind === 'verification' ? 'primary' : 'secondary',
            block: true,
          })}
        >
          {t('invalidLink.signIn')}
        </Link>
        <Link to={href('/')} className={buttonClasses({ variant: 'ghost', block: true })}>
          {t('invalidLink.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
