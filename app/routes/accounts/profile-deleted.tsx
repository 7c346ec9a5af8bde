import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';

export { loader } from './profile-deleted.server.ts';
export const meta = routeMeta;

/** `account-deleted`: the account is gone and its owner signed out. */
export default function AccountDeletedPage() {
  const { t } = useTranslation('profile');
  const { href } = useLocale();
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <UserRoundX className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('deleted.title')}</h1>
        <p className="mt-3 leading-relaxed text-slate-700">{t('deleted.text')}</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{t('deleted.email')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={href('/')} className={buttonClasses()}>
            {t('deleted.home')}
          </Link>
          <Link to={href('/jobs')} className={buttonClasses({ variant: 'secondary' })}>
            {t('deleted.jobs')}
          </Link>
        </div>
      </div>
    </Container>
  );
}
