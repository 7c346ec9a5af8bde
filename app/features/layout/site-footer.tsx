import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { footerNav } from './nav.ts';
import { useLocale } from './use-locale.ts';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <footer className="mt-16 bg-brand-950 text-slate-300">
      {/* Two columns of links on tablets, five from 1024 px: German labels such as
          "Empfehlungsprogramm" need about 150 px and do not break. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5 lg:gap-8">
        <div className="sm:col-span-2 lg:col-span-1">
          <Logo light />
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('footer.tagline')}</p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={t(group.title)} className="min-w-0 break-words">
            <h2 className="text-sm font-semibold text-white">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link
                    to={href(link.path)}
                    className="text-slate-300 no-underline hover:text-white hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              {group.title === 'footer.legal' ? (
                <li>
                  <button
                    type="button"
                    data-cc="show-preferencesModal"
                    className="text-left text-slate-300 hover:text-white hover:underline"
                  >
                    {t('cookie.settings')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} Kariéra IT Software s.r.o. · {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
