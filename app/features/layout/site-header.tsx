import { Menu, X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { clsx } from 'clsx';
import { headerNav } from './nav.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useLocale } from './use-locale.ts';
import { Logo } from './logo.tsx';
import { lazy, Suspense } from 'react';
import type { HeaderUser } from './user-menu.tsx';

/** Loaded only for signed-in visitors: anonymous ones never download the menu and its icons. */
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

export type AppBarStyle = 'solid' | 'transparent-light' | 'transparent-dark';

/** Top bar: solid on most pages; transparent over a dark (light text) or light (dark text) hero. */
export function SiteHeader({ style }: { style: AppBarStyle }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const user = (useRouteLoaderData('root') as { user?: HeaderUser | null } | undefined)?.user ?? null;
  const light = style === 'transparent-light';
  const bar = clsx(
    'relative z-30 h-16',
    style === 'solid' && 'border-b border-slate-200 bg-white',
    style !== 'solid' && 'bg-transparent',
  );
  const link = clsx(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap no-underline transition-colors',
    light ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
  );
  return (
    <header className={bar} data-app-bar={style}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to={href('/')} className="flex items-center gap-2 no-underline" aria-label={t('nav.home')}>
          <Logo light={light} />
        </Link>
        {/* The full bar from 1280 px: German labels need about 1,100 px with the language switch and
            "Anmelden"; below that the menu button holds them (no sideways scrolling at 1024–1279 px). */}
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 xl:flex">
          {headerNav.map((item) => (
            <NavLink
              key={item.path}
              to={href(item.path)}
              className={({ isActive }) =>
                clsx(link, isActive && (light ? 'bg-white/15' : 'bg-brand-50 text-brand-800'))
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher light={light} />
          {user ? (
            <Suspense fallback={<span className="inline-block size-10" aria-hidden />}>
              <UserMenu user={user} light={light} />
            </Suspense>
          ) : (
            <Link
              to={href('/sign-in')}
              className={clsx(
                'hidden shrink-0 rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap no-underline sm:inline-block',
                light
                  ? 'bg-white text-brand-900 hover:bg-brand-50'
                  : 'bg-brand-700 text-white hover:bg-brand-800',
              )}
            >
              {t('nav.signIn')}
            </Link>
          )}
          <details className="group relative xl:hidden">
            <summary
              className={clsx(
                'flex cursor-pointer list-none items-center rounded-md p-2',
                light ? 'text-white' : 'text-slate-700',
              )}
              aria-label={t('nav.menu')}
            >
              <Menu className="size-6 group-open:hidden" aria-hidden />
              <X className="hidden size-6 group-open:block" aria-hidden />
            </summary>
            <nav
              aria-label={t('nav.mobile')}
              className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
            >
              {headerNav.map((item) => (
                <Link
                  key={item.path}
                  to={href(item.path)}
                  className="block rounded-md px-3 py-2 text-slate-800 no-underline hover:bg-slate-100"
                >
                  {t(item.label)}
                </Link>
              ))}
              {user ? null : (
                <Link
                  to={href('/sign-in')}
                  className="mt-1 block rounded-md bg-brand-700 px-3 py-2 font-semibold text-white no-underline"
                >
                  {t('nav.signIn')}
                </Link>
              )}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
