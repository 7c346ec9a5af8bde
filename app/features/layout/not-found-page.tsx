import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocale } from './use-locale.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={href('/')}
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white no-underline hover:bg-brand-800"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={href('/jobs')}
          className="rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 no-underline hover:bg-slate-50"
        >
          {t('notFound.jobs')}
        </Link>
      </div>
    </section>
  );
}
