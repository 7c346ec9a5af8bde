import { data, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { isLocale } from '../../../core/shared/locale.ts';
import { LanguageSwitcher } from '../../features/layout/language-switcher.tsx';
import { Logo } from '../../features/layout/logo.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

/**
 * Layout of the pages partners embed in their sites: no navigation bar and no cookie banner (these
 * pages set no cookies beyond the necessary ones), the logo and every link open the portal in a new tab.
 */
export default function FrameLayout() {
  const { t } = useTranslation('jobs');
  const { href } = useLocale();
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={href('/')}
            target="_blank"
            rel="noopener"
            className="no-underline"
            aria-label={t('frame.portal')}
          >
            <Logo />
          </a>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="flex-1" data-location={location.pathname + location.search}>
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-xs text-slate-600">
        {t('frame.poweredBy')}{' '}
        <a href={href('/')} target="_blank" rel="noopener" className="font-medium">
          Kariéra IT
        </a>
      </footer>
    </div>
  );
}
