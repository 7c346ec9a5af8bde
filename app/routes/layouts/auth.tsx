import { data, Link, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { isLocale } from '../../../core/shared/locale.ts';
import { CookieConsent } from '../../features/layout/cookie-consent.tsx';
import { LanguageSwitcher } from '../../features/layout/language-switcher.tsx';
import { Logo } from '../../features/layout/logo.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** A first segment that is neither a supported language nor a page is an unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

/**
 * Layout of the account pages (sign-in, sign-up, password, e-mail confirmation): the logo linking
 * home, the language switcher and a centred card on a soft brand background; no main navigation.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  return (
    <div className="relative isolate flex min-h-screen flex-col overflow-hidden bg-gradient-to-br from-brand-50 via-slate-50 to-teal-50/60">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-32 size-[28rem] rounded-full bg-brand-200/40 blur-3xl" />
        <div className="absolute -right-24 -bottom-40 size-[26rem] rounded-full bg-teal-200/30 blur-3xl" />
      </div>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <header>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={href('/')} className="no-underline" aria-label={t('nav.home')}>
            <Logo />
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main
        id="main"
        className="flex flex-1 justify-center px-4 pt-6 pb-12 sm:pt-10"
        data-location={location.pathname + location.search}
      >
        <Outlet />
      </main>
      <footer className="pb-6">
        <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 px-4 text-xs text-slate-600">
          <li>© {new Date().getFullYear()} Kariéra IT</li>
          <li>
            <Link to={href('/privacy-policy')} className="text-slate-700 hover:text-ink">
              {t('nav.privacy')}
            </Link>
          </li>
          <li>
            <Link to={href('/terms')} className="text-slate-700 hover:text-ink">
              {t('nav.terms')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              data-cc="show-preferencesModal"
              className="text-slate-700 hover:text-ink hover:underline"
            >
              {t('cookie.settings')}
            </button>
          </li>
        </ul>
      </footer>
      <CookieConsent />
    </div>
  );
}
