import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation, useMatches } from 'react-router';
import {
  localizePath,
  locales,
  PREFERRED_LOCALE_KEY,
  splitLocale,
  type Locale,
} from '../../../core/shared/locale.ts';
import { useLocale } from './use-locale.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Remembers the chosen language (cookie for the server, localStorage for the browser). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${PREFERRED_LOCALE_KEY}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  try {
    localStorage.setItem(PREFERRED_LOCALE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie is enough.
  }
}

/** Slovak, English, German: each links to the current page in that language. */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const { rest } = splitLocale(location.pathname);
  // A page whose content has its own addresses per language (a post and its translations) names them
  // in its loader data as `languageLinks`.
  const links = (useMatches().at(-1)?.data as { languageLinks?: Partial<Record<Locale, string>> } | undefined)
    ?.languageLinks;
  return (
    <nav aria-label={t('language.switch')}>
      <ul className="flex items-center gap-0.5">
        {locales.map((l) => (
          <li key={l}>
            <Link
              to={links?.[l] ?? localizePath(l, rest) + location.search}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              title={t(`language.${l}`)}
              onClick={() => rememberLocale(l)}
              className={clsx(
                'inline-block rounded px-2 py-1 text-xs font-semibold uppercase no-underline',
                l === locale
                  ? light
                    ? 'bg-white text-brand-900'
                    : 'bg-brand-700 text-white'
                  : light
                    ? 'text-white hover:bg-white/15'
                    : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <span aria-hidden>{l}</span>
              <span className="sr-only">{t(`language.${l}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
